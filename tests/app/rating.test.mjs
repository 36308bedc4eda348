// The friends' rating (www/app/games/rating.js): the Weng-Lin Plackett-Luce
// update against the worked examples OpenSkill publishes (openskill.js's model
// tests and its parity tests with openskill.py 6.2.0, and the two-teams example
// of both projects' read-me), for two players, free-for-alls of three to five,
// teams of different sizes, given places and ties; and a refusal naming what is
// wrong with a game's input. Run: node --test tests/app/rating.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULTS, newRating, ordinal, plackettLuce, rate,
} from '../../www/app/games/rating.js';

/** Every rating within 1e-12 of the published one (the published figures are doubles printed in full). */
function near(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: teams`);
  actual.forEach((team, i) => {
    assert.equal(team.length, expected[i].length, `${what}: team ${i + 1}'s players`);
    team.forEach((r, k) => {
      for (const f of ['mu', 'sigma']) {
        assert.ok(Math.abs(r[f] - expected[i][k][f]) < 1e-12, `${what}: team ${i + 1}, player ${k + 1}, ${f} ${r[f]} (published ${expected[i][k][f]})`);
      }
    });
  });
}

const r = newRating();
const one = (mu, sigma) => [{ mu, sigma }];
const times = (n, x) => Array.from({ length: n }, () => ({ ...x }));

test('the start: mu 25, sigma 25/3, and the cautious figure mu - 3 sigma is 0', () => {
  assert.deepEqual(r, { mu: 25, sigma: 25 / 3 });
  assert.equal(DEFAULTS.beta, 25 / 6);
  assert.ok(Math.abs(ordinal(r)) < 1e-12);
});

test('two players, the model alone (openskill.js "2p FFA")', () => {
  near(plackettLuce([[r], [r]], [1, 2]), [one(27.63523138347365, 8.065506316323548), one(22.36476861652635, 8.065506316323548)], '2p');
});

test('free-for-alls of three, four and five (openskill.js "3p/4p/5p FFA")', () => {
  near(plackettLuce([[r], [r], [r]], [1, 2, 3]), [
    one(27.868876552746237, 8.204837030780652), one(25.717219138186557, 8.057829747583874), one(21.413904309067206, 8.057829747583874),
  ], '3p');
  near(plackettLuce([[r], [r], [r], [r]], [1, 2, 3, 4]), [
    one(27.795084971874736, 8.263160757613477), one(26.552824984374855, 8.179213704945203),
    one(24.68943500312503, 8.083731307186588), one(20.96265504062538, 8.083731307186588),
  ], '4p');
  near(plackettLuce([[r], [r], [r], [r], [r]], [1, 2, 3, 4, 5]), [
    one(27.666666666666668, 8.290556877154474), one(26.833333333333332, 8.240145629781066), one(25.72222222222222, 8.179996679645559),
    one(24.055555555555557, 8.111796013701358), one(20.72222222222222, 8.111796013701358),
  ], '5p');
});

test('teams of three, one and two players (openskill.js "3 teams different sized players")', () => {
  const a = { mu: 25.939870821784513, sigma: 8.247641552260456 };
  const b = { mu: 21.84646897330287, sigma: 8.213058173195341 };
  near(plackettLuce([times(3, r), [r], times(2, r)], [1, 2, 3]), [times(3, a), one(27.21366020491262, 8.274321317985242), times(2, b)], 'teams');
});

// openskill.py 6.2.0's fixture, as openskill.js's parity tests assert it: every player starts here.
const p = { mu: 20.35125162611535, sigma: 8.33148112355601 };

test('rated as OpenSkill rates (tau added first): one against two (openskill.py "normal")', () => {
  near(rate([[p], times(2, p)]), [one(23.855123082692877, 8.22447878583752), times(2, { mu: 16.84738016953782, sigma: 8.179571171464575 })], 'normal');
});

test('places given out of order (openskill.py "ranks")', () => {
  near(rate([[p], times(2, p), [p], times(2, p)], { rank: [2, 1, 4, 3] }), [
    one(22.35555943890167, 8.265434830225024), times(2, { mu: 22.373451456616035, sigma: 8.258479912445537 }),
    one(18.311159777900297, 8.219170401234347), times(2, { mu: 18.364835831043397, sigma: 8.112716571808326 }),
  ], 'ranks');
});

test('ties: two teams share first place (openskill.py "ties")', () => {
  near(rate([[p], times(2, p), times(3, p)], { rank: [1, 2, 1] }), [
    one(21.63766806988004, 8.310709773172306),
    times(2, { mu: 19.53956360838512, sigma: 8.268148437657915 }),
    times(3, { mu: 19.87652320008089, sigma: 8.237522411103104 }),
  ], 'ties');
});

test('a sigma kept from rising (openskill.py "limit_sigma")', () => {
  near(rate([[p], times(2, p), times(3, p)], { rank: [2, 1, 3], limitSigma: true }), [
    one(22.81664991565251, 8.28331609373364),
    times(2, { mu: 22.74645120129216, sigma: 8.268148437657915 }),
    times(3, { mu: 15.49065376140138, sigma: 8.18959307104567 }),
  ], 'limit sigma');
});

test('players of different ratings: a four-way free-for-all and a doubles game at the defaults (openskill.js parity with Python)', () => {
  const players = [one(29.182, 4.782), one(27.174, 4.922), one(16.672, 6.217), one(25, 25 / 3)];
  near(rate(players), [
    one(30.210227447000438, 4.765617924939384), one(27.644725221915632, 4.883479590134575),
    one(17.4036218889969, 6.101259408259549), one(19.21460876538932, 7.854669920480409),
  ], '4-way');
  near(rate([[players[0][0], players[1][0]], [players[2][0], players[3][0]]], { rank: [1, 2] }), [
    [{ mu: 29.607340941337068, sigma: 4.755311788972862 }, { mu: 27.624602782532037, sigma: 4.892807828777459 }],
    [{ mu: 15.953170429143093, sigma: 6.125902065139878 }, { mu: 23.70858117648013, sigma: 8.111707446126035 }],
  ], 'doubles');
});

test('the read-me example of openskill.js and openskill.py (two teams of two, no drift)', () => {
  const teams = [[r, { mu: 32.444, sigma: 5.123 }], [{ mu: 43.381, sigma: 2.421 }, { mu: 25.188, sigma: 6.211 }]];
  near(rate(teams, { tau: 0 }), [
    [{ mu: 28.669648436582808, sigma: 8.071520788025197 }, { mu: 33.83086971107981, sigma: 5.062772998705765 }],
    [{ mu: 43.071274808241974, sigma: 2.4166900452721256 }, { mu: 23.149503312339064, sigma: 6.1378606973362135 }],
  ], 'read-me');
});

test('a draw between equals moves neither mean; a game alone changes nothing; the input is left as it was', () => {
  const [[a], [b]] = rate([[r], [r]], { rank: [1, 1] });
  assert.equal(a.mu, 25);
  assert.equal(b.mu, 25);
  assert.ok(a.sigma < r.sigma, 'a draw still tells something');
  assert.deepEqual(plackettLuce([[r]], [1]), [[r]]);
  const teams = [[{ ...r }], [{ ...r }]];
  rate(teams);
  assert.deepEqual(teams, [[r], [r]]);
});

test('bad input is refused naming what is wrong', () => {
  assert.throws(() => rate([]), /a game needs a list of teams/);
  assert.throws(() => rate([[r], []]), /team 2 has no player/);
  assert.throws(() => rate([[r], [{ mu: 25, sigma: 0 }]]), /team 2, player 1 is not a rating/);
  assert.throws(() => rate([[r], [{ mu: Number.NaN, sigma: 1 }]]), /team 2, player 1 is not a rating/);
  assert.throws(() => rate([[r], [r]], { rank: [1] }), /one rank per team is needed \(2 teams\)/);
});
