// App/Generated.swift, a fixture file: only its membership matters
