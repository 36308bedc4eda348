// The page's sounds, synthesised with Web Audio (see sound.js, which loads
// this module on the first sound played).

/** Each sound: notes of [frequency Hz, start s, length s], a wave shape and a loudness. */
const SOUNDS = {
  move: { wave: 'triangle', gain: 0.18, notes: [[520, 0, 0.07]] },
  capture: { wave: 'square', gain: 0.08, notes: [[330, 0, 0.06], [220, 0.06, 0.1]] },
  crown: { wave: 'triangle', gain: 0.2, notes: [[523, 0, 0.09], [659, 0.09, 0.09], [784, 0.18, 0.18]] },
  eliminated: { wave: 'sawtooth', gain: 0.07, notes: [[392, 0, 0.12], [294, 0.12, 0.12], [196, 0.24, 0.24]] },
  turn: { wave: 'sine', gain: 0.22, notes: [[880, 0, 0.08], [1175, 0.1, 0.12]] },
  end: { wave: 'triangle', gain: 0.2, notes: [[392, 0, 0.12], [523, 0.12, 0.12], [659, 0.24, 0.12], [784, 0.36, 0.3]] },
};

export class Synth {
  constructor() {
    /** @type {AudioContext|null} made on the first sound */
    this.context = null;
  }

  /** Plays a sound by name (see SOUNDS), `delay` seconds from now. */
  play(name, delay = 0) {
    const sound = SOUNDS[name];
    if (!sound) return;
    try {
      this.context ??= new AudioContext();
      if (this.context.state === 'suspended') this.context.resume().catch(() => {});
      const now = this.context.currentTime + delay;
      for (const [freq, at, length] of sound.notes) this.note(sound, freq, now + at, length);
    } catch { /* no audio here: the game goes on silently */ }
  }

  /** One note: an oscillator through a gain that rises fast and fades out. */
  note(sound, freq, start, length) {
    const ctx = this.context;
    const osc = new OscillatorNode(ctx, { type: sound.wave, frequency: freq });
    const gain = new GainNode(ctx, { gain: 0 });
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(sound.gain, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + length + 0.02);
  }
}
