// Each bot level's rating, shown beside it in the level pickers: Elo at two seats, level 1 set at 1000,
// fitted by `hexc elo` to a round robin of the levels at their own node budgets (docs/bot.md, "Levels":
// the command, the games and each rating's interval). Rounded to 50: the intervals are wider than that.
// null: not rated yet (the level is shown without a rating).
export const LEVEL_RATINGS = Object.freeze({ bot1: 1000, bot2: 1150, bot3: 1500, bot4: 1850, bot5: 2150 });
