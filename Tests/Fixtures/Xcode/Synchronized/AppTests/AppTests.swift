// AppTests/AppTests.swift, a fixture file: only its membership matters
