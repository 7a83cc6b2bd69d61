// App/Shared/Formatter.swift, a fixture file: only its membership matters
