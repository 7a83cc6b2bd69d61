// App/Explicit/Data.swift, a fixture file: only its membership matters
