// App/SyncApp.swift, a fixture file: only its membership matters
