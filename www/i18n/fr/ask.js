// Français : la question du plateau avant qu'une action ne retire les coups suivants (notes : voir en/ask.js).
export default {
  'element.ask.drops': { one: 'Vous regardez le coup {at} sur {length}. Jouer ici efface le coup suivant.', many: 'Vous regardez le coup {at} sur {length}. Jouer ici efface les {count} coups suivants.', other: 'Vous regardez le coup {at} sur {length}. Jouer ici efface les {count} coups suivants.' },
  'element.ask.keep': 'Les garder',
};
