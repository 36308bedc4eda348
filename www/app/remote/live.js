// Live play, peer to peer: an RTCDataChannel per guest, with no signalling
// server. The host's invitation carries its offer and the guest's reply its
// answer, each with every ICE candidate gathered first (no trickle), so the
// two codes are all the devices exchange (by link, QR code or paste). The host
// is the hub of up to five guests. What travels is the signed record itself
// (chain.js): a peer's turn is taken only when its signatures, the chain and
// the engine accept it (the page does that, as for a link), so a bad message
// is refused and the connection goes on. Each hop is also sent unsigned the
// moment it is played, for the peers' boards to show (remote-ui.js). One of
// the session's transports (session.js), with discovery.js's interface.

import {
  LinkError, fromBase64Url, parseStrict, toBase64Url,
} from './codec.js';
import { compress, decompress } from './link.js';
import { rtcConfig } from './network.js';
import { t } from '../../i18n/i18n.js';

/** Longest message read from a peer. */
export const MAX_MESSAGE = 1_000_000;
/** Most guests a host connects (six seats). */
export const MAX_GUESTS = 5;
const GATHER_MS = 5000;

/** An object as a code: base64url of deflated JSON. */
export async function encodeCode(data) {
  return toBase64Url(await compress(JSON.stringify(data)));
}

/** A code back into its object (sizes capped, no duplicate key); throws LinkError. */
export async function decodeCode(code) {
  if (typeof code !== 'string' || code.length === 0 || code.length > 200_000) throw new LinkError(t('remote.code.empty'));
  return parseStrict(await decompress(fromBase64Url(code)));
}

/** Resolves once the connection has gathered its ICE candidates (or after a few seconds, with what it has). */
function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { if (pc.iceGatheringState === 'complete') { pc.removeEventListener('icegatheringstatechange', done); resolve(); } };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_MS);
  });
}

export class Live {
  /**
   * @param {{onMessage: (data: object|null, peer: object, problem: string|null) => void, onOpen: (peer: object) => void, onChange: () => void}} hooks
   */
  constructor({ onMessage, onOpen, onChange }) {
    this.onMessage = onMessage;
    this.onOpen = onOpen;
    this.onChange = onChange;
    /** @type {{pc: RTCPeerConnection, channel: RTCDataChannel|null, state: string}[]} */
    this.peers = [];
    this.pending = null; // the host's invitation waiting for its reply
  }

  /** 'open' (every peer connected), 'reconnecting' (one dropped), 'waiting' (an invitation or reply out), 'lost', or 'off'. */
  get state() {
    if (!this.peers.length) return this.pending ? 'waiting' : 'off';
    const states = this.peers.map((p) => p.state);
    if (states.includes('reconnecting')) return 'reconnecting';
    if (states.includes('connecting')) return 'waiting';
    return states.includes('open') ? 'open' : 'lost';
  }

  get connected() { return this.peers.filter((p) => p.state === 'open').length; }

  addPeer(pc) {
    const peer = { pc, channel: null, state: 'connecting' };
    this.peers.push(peer);
    pc.addEventListener('connectionstatechange', () => {
      const s = pc.connectionState;
      if (s === 'disconnected') peer.state = 'reconnecting';
      else if (s === 'connected' && peer.channel?.readyState === 'open') peer.state = 'open';
      else if (s === 'failed' || s === 'closed') peer.state = 'lost';
      this.onChange();
    });
    return peer;
  }

  wire(peer, channel) {
    peer.channel = channel;
    channel.addEventListener('open', () => { peer.state = 'open'; this.onOpen(peer); this.onChange(); });
    channel.addEventListener('close', () => { peer.state = 'lost'; this.onChange(); });
    channel.addEventListener('message', (e) => {
      if (typeof e.data !== 'string' || e.data.length > MAX_MESSAGE) {
        this.onMessage(null, peer, t('remote.message.bad'));
        return;
      }
      let data;
      try { data = parseStrict(e.data); } catch (err) { this.onMessage(null, peer, err.message); return; }
      this.onMessage(data, peer, null);
    });
  }

  /** The host: a new invitation's offer (its ICE candidates included). */
  async invite() {
    if (this.peers.filter((p) => p.state !== 'lost').length >= MAX_GUESTS) throw new Error('six seats: no more guests');
    this.pending?.pc.close();
    const pc = new RTCPeerConnection(rtcConfig());
    const channel = pc.createDataChannel('hex-checkers');
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    this.pending = { pc, channel };
    this.onChange();
    return pc.localDescription.sdp;
  }

  /** The host: the guest's answer to the pending invitation; the channel opens by itself after. */
  async accept(sdp) {
    if (!this.pending) throw new Error('there is no invitation waiting for a reply');
    const { pc, channel } = this.pending;
    await pc.setRemoteDescription({ type: 'answer', sdp });
    this.pending = null;
    this.wire(this.addPeer(pc), channel);
    this.onChange();
  }

  /** A guest: the answer to a host's offer. */
  async join(sdp) {
    for (const p of this.peers) p.pc.close();
    this.peers = [];
    const pc = new RTCPeerConnection(rtcConfig());
    const peer = this.addPeer(pc);
    pc.addEventListener('datachannel', (e) => this.wire(peer, e.channel));
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    this.onChange();
    return pc.localDescription.sdp;
  }

  /** True when `peer` is one of this transport's. */
  has(peer) { return this.peers.includes(peer); }

  /** Sends an object to every open peer but `except` (or to `only`). */
  send(data, except = null, only = null) {
    const text = JSON.stringify(data);
    for (const p of this.peers) {
      if (p !== except && (only === null || p === only) && p.channel?.readyState === 'open') p.channel.send(text);
    }
  }

  close() {
    this.pending?.pc.close();
    for (const p of this.peers) p.pc.close();
    this.peers = [];
    this.pending = null;
  }
}
