// jest runs server modules outside React's server graph; the real package throws there.
export {}
