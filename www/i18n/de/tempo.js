// Deutsch: der Hinweis des Dialogs „Neues Spiel“ zum Tempo eines Tisches (Notizen: siehe en/tempo.js).
export default {
  'app.tempo.unmeasured': 'Dieser Tisch wurde nicht gemessen: keine erwartete Dauer.',
  'app.tempo.capture': { one: 'In Bot-Partien: das erste Schlagen um Zug {turn} (der {count}. Zug jeder Armee).', other: 'In Bot-Partien: das erste Schlagen um Zug {turn} (der {count}. Zug jeder Armee).' },
  'app.tempo.capture-at': { one: 'In Bot-Partien mit {players} Spielern: das erste Schlagen um Zug {turn} (der {count}. Zug jeder Armee).', other: 'In Bot-Partien mit {players} Spielern: das erste Schlagen um Zug {turn} (der {count}. Zug jeder Armee).' },
  'app.tempo.length': { one: 'Eine Partie dauert etwa {count} Zug.', other: 'Eine Partie dauert etwa {count} Züge.' },
};
