// A use case of the Domain framework (fixture).
