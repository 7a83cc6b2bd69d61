// The core model (fixture).
