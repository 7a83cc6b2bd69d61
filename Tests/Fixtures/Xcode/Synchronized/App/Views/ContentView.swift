// App/Views/ContentView.swift, a fixture file: only its membership matters
