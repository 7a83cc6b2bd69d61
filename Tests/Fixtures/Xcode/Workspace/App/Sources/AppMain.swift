// The app's entry point (fixture).
