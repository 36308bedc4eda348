// The page's sounds, synthesised with Web Audio: no files to fetch (so they
// work offline and under the page's policy), a few short tones per event.
// Off by a switch the page remembers; nothing plays before the page has been
// touched (browsers keep audio suspended until then). Each sound played sets a
// performance mark "hc-sound:<name>" (tests and measurements read them).
// The synthesis (sound-synth.js) loads on the first sound, not at the start.

export class Sound {
  constructor(enabled = true) {
    this.enabled = enabled;
    /** @type {Promise<import('./sound-synth.js').Synth>|null} loaded on the first sound */
    this.synth = null;
  }

  /** Plays a sound by name (move, capture, crown, eliminated, turn, end) if sound is on, `delay` seconds from now. */
  play(name, delay = 0) {
    if (!this.enabled) return;
    performance.mark(`hc-sound:${name}`);
    this.synth ??= import('./sound-synth.js').then(({ Synth }) => new Synth(), (e) => {
      this.synth = null; // a later sound tries again
      throw e;
    });
    this.synth.then((synth) => synth.play(name, delay), () => { /* no sound this time: the game goes on silently */ });
  }
}

/** The sound a hop makes (`hop` as in hc-hop): the most telling of what happened. */
export function hopSound(hop) {
  if (hop.winner !== null || hop.draw) return 'end';
  if (hop.eliminated !== null) return 'eliminated';
  if (hop.promoted) return 'crown';
  return hop.capture ? 'capture' : 'move';
}
