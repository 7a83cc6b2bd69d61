// A feature test (fixture).
