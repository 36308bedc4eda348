// Français : la note du dialogue de nouvelle partie sur le rythme d'une table (notes : voir en/tempo.js).
export default {
  'app.tempo.unmeasured': "Cette table n'a pas été mesurée : pas de durée prévue.",
  'app.tempo.capture': { one: 'Entre bots : la première prise vers le tour {turn} (le coup {count} de chaque armée).', many: 'Entre bots : la première prise vers le tour {turn} (le coup {count} de chaque armée).', other: 'Entre bots : la première prise vers le tour {turn} (le coup {count} de chaque armée).' },
  'app.tempo.capture-at': { one: 'Entre bots à {players} joueurs : la première prise vers le tour {turn} (le coup {count} de chaque armée).', many: 'Entre bots à {players} joueurs : la première prise vers le tour {turn} (le coup {count} de chaque armée).', other: 'Entre bots à {players} joueurs : la première prise vers le tour {turn} (le coup {count} de chaque armée).' },
  'app.tempo.length': { one: 'Une partie dure environ {count} tour.', many: 'Une partie dure environ {count} tours.', other: 'Une partie dure environ {count} tours.' },
};
