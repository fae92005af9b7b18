"""From a prompt to constrained tokens: model loading, character prefix conditioning, sampling."""
