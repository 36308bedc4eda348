// English, the catalogue every other language is checked against. Each area of the
// page keeps its messages in its own file here; every key has a note for translators
// in the comment above it.
import nonvisual from './nonvisual.js';

export default {
  ...nonvisual,
};
