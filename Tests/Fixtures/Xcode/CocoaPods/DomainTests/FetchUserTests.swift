// A Domain test (fixture).
