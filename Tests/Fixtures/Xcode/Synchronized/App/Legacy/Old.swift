// App/Legacy/Old.swift, a fixture file: only its membership matters
