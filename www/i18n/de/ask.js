// Deutsch: die Frage des Bretts, bevor eine Aktion die folgenden Züge verwirft (Notizen: siehe en/ask.js).
export default {
  'element.ask.drops': { one: 'Sie sehen Zug {at} von {length}. Ein Zug hier verwirft den folgenden Zug.', other: 'Sie sehen Zug {at} von {length}. Ein Zug hier verwirft die {count} folgenden Züge.' },
  'element.ask.keep': 'Behalten',
};
