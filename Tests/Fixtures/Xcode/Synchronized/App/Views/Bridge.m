// App/Views/Bridge.m, a fixture file: only its membership matters
