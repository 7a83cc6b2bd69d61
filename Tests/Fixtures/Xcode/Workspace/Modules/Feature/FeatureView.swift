// A feature screen (fixture).
