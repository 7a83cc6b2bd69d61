// App/Resources.bundle/Hidden.swift, a fixture file: only its membership matters
