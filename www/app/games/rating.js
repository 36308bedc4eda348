// Ratings between friends: the Weng-Lin Bayesian approximation with the
// Plackett-Luce model (Weng & Lin, "A Bayesian Approximation Method for Online
// Ranking", JMLR 12, 2011, Algorithm 4), the model OpenSkill uses by default.
// Pure: no DOM, no storage. tests/app/rating.test.mjs checks it against the
// worked examples that openskill.js and openskill.py publish.
//
// A rating is a belief about a player's skill: a normal distribution of mean
// `mu` and spread `sigma`. A game is a ranking of teams (here, one player a
// team; ties allowed); each game moves every player's mu towards what the
// ranking showed and shrinks their sigma. The page shows mu with mu ± 2 sigma
// (where the skill lies, about 95 times in 100) and sorts by the cautious
// figure mu − 3 sigma (`ordinal`).

/** The usual start: mu 25, sigma 25/3; beta (the spread of one game's performance) sigma/2; kappa, the least share of sigma² kept; tau, the drift added before each game. */
export const DEFAULTS = Object.freeze({
  mu: 25, sigma: 25 / 3, beta: 25 / 6, kappa: 0.0001, tau: 25 / 300,
});

/** A new player's rating. */
export const newRating = ({ mu = DEFAULTS.mu, sigma = DEFAULTS.sigma } = {}) => ({ mu, sigma });

/** The cautious figure: the skill a player has with about 99.9% certainty (mu − 3 sigma). */
export const ordinal = ({ mu, sigma }) => mu - 3 * sigma;

const isRating = (r) => r !== null && typeof r === 'object' && Number.isFinite(r.mu) && Number.isFinite(r.sigma) && r.sigma > 0;

/** Throws an Error naming what is wrong with a game's teams and ranks. */
function check(teams, rank) {
  if (!Array.isArray(teams) || teams.length === 0) throw new Error('rating: a game needs a list of teams');
  teams.forEach((team, i) => {
    if (!Array.isArray(team) || team.length === 0) throw new Error(`rating: team ${i + 1} has no player`);
    team.forEach((r, k) => { if (!isRating(r)) throw new Error(`rating: team ${i + 1}, player ${k + 1} is not a rating {mu, sigma > 0}`); });
  });
  if (!Array.isArray(rank) || rank.length !== teams.length || !rank.every(Number.isFinite)) {
    throw new Error(`rating: one rank per team is needed (${teams.length} teams)`);
  }
}

/**
 * The Plackett-Luce update of one game (Algorithm 4, ties shared as the paper's A_q counts them).
 * `rank[i]`: team i's place (lower is better, equal is a tie). Returns new teams of new ratings; the
 * input is not changed.
 * @param {{mu: number, sigma: number}[][]} teams
 * @param {number[]} rank
 * @param {{beta?: number, kappa?: number}} [options]
 */
export function plackettLuce(teams, rank, { beta = DEFAULTS.beta, kappa = DEFAULTS.kappa } = {}) {
  check(teams, rank);
  if (teams.length < 2) return teams.map((team) => team.map((r) => ({ ...r })));
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const mu = teams.map((team) => sum(team.map((r) => r.mu)));
  const var2 = teams.map((team) => sum(team.map((r) => r.sigma ** 2)));
  const c = Math.sqrt(sum(var2.map((v) => v + beta ** 2)));
  const strength = mu.map((m) => Math.exp(m / c));
  // For each team q: the strengths of the teams placed at q or below, and how many share q's place.
  const below = rank.map((rq) => sum(strength.filter((_, i) => rank[i] >= rq)));
  const tied = rank.map((rq) => rank.filter((r) => r === rq).length);
  return teams.map((team, i) => {
    let omega = 0;
    let delta = 0;
    rank.forEach((rq, q) => {
      if (rq > rank[i]) return;
      const p = strength[i] / below[q];
      delta += (p * (1 - p)) / tied[q];
      omega += (q === i ? 1 - p : -p) / tied[q];
    });
    const gamma = Math.sqrt(var2[i]) / c;
    const teamOmega = (omega * var2[i]) / c;
    const teamDelta = (gamma * delta * var2[i]) / c ** 2;
    return team.map((r) => {
      const share = r.sigma ** 2 / var2[i];
      return { mu: r.mu + share * teamOmega, sigma: r.sigma * Math.sqrt(Math.max(1 - share * teamDelta, kappa)) };
    });
  });
}

/**
 * One game rated as OpenSkill's `rate` does: each sigma first widened by tau (skills drift between
 * games), then the Plackett-Luce update; `limitSigma` keeps a sigma from ending above where it began.
 * `rank` defaults to the teams' order (first is best).
 * @param {{mu: number, sigma: number}[][]} teams
 * @param {{rank?: number[], beta?: number, kappa?: number, tau?: number, limitSigma?: boolean}} [options]
 */
export function rate(teams, {
  rank, beta = DEFAULTS.beta, kappa = DEFAULTS.kappa, tau = DEFAULTS.tau, limitSigma = false,
} = {}) {
  const places = rank ?? (Array.isArray(teams) ? teams.map((_, i) => i + 1) : rank);
  check(teams, places);
  const widened = teams.map((team) => team.map((r) => ({ mu: r.mu, sigma: Math.sqrt(r.sigma ** 2 + tau ** 2) })));
  const out = plackettLuce(widened, places, { beta, kappa });
  return limitSigma ? out.map((team, i) => team.map((r, k) => ({ mu: r.mu, sigma: Math.min(r.sigma, teams[i][k].sigma) }))) : out;
}
