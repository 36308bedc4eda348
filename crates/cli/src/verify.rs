//! `hexc verify FILE`: checks a remote game's record the way the page does
//! (`www/app/remote/chain.js`), for anyone without a browser. FILE holds a
//! remote link (`…#remote=<base64url of deflate-raw JSON>`) or the record's
//! JSON. Every signature (ECDSA P-256 over SHA-256), the hash chain, every
//! hop through the engine, and every bot hop against what the bot plays from
//! the game's seed, its level and its node budget, with the version of the bot
//! the record names (`bot` in its head; a record from before versions were
//! named is checked against every version this build knows).
//!
//! Two formats (see chain.js for the texts signed): format 1, where a
//! friend's key comes with its first turn and the chain hashes each
//! signature's bytes, and format 2, where every friend's seat is bound to
//! one key by the creator before the first move and the chain hashes each
//! turn's content only (a signature's twin, s → n − s, changes nothing).
//! In both, turn times never go backwards, no turn is stamped later than this
//! machine's clock plus [`CLOCK_SKEW_MS`], and a claim on time is valid only
//! when its stamp and this machine's clock are both past the deadline. A bot
//! standing in for a friend's seat (format 2) counts only with the signed vote
//! of every other device holding a seat still in the game, each from after the
//! seat last played itself. Bot hops of a version this build does not know
//! cannot be checked: the record is not verified (`hexc verify` exits 1).

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use bot::{NoClock, Profile, SearchOptions, Searcher, VERSIONS};
use engine::{Game, Hex, Rules};
use p256::ecdsa::{signature::Verifier, Signature, VerifyingKey};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use std::fmt;

const FORMATS: [u64; 2] = [1, 2];
/// How far ahead of this machine's clock a turn may be stamped (ms), as chain.js's CLOCK_SKEW_MS.
pub const CLOCK_SKEW_MS: u64 = 5 * 60_000;
const MAX_TURNS: usize = 20_000;
const MAX_STEPS: usize = 64;
/// Longest record text once inflated, as the page.
const MAX_TEXT: usize = 1_000_000;
const DEADLINES: [u64; 5] = [0, 3_600_000, 86_400_000, 3 * 86_400_000, 7 * 86_400_000];

/// Why a record was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Fault {
    /// Not a link or JSON, not deflate, not UTF-8, a key written twice…
    Unreadable(String),
    /// A field of the record or of its settings is missing or wrong.
    Field(&'static str),
    /// The settings are not the ones the creator's key signed.
    SettingsSignature,
    /// A seat's binding (format 2) is refused.
    Seat { seat: usize, why: &'static str },
    /// A turn (0-based) failed.
    Turn { turn: usize, fault: TurnFault },
}

/// Why one turn failed.
#[derive(Debug, PartialEq, Eq)]
pub enum TurnFault {
    /// A field of the turn is missing or wrong.
    Field(&'static str),
    /// The seat's first turn carries no key, or a later one carries another.
    Key { seat: usize },
    /// The signature does not check out over the chain.
    Signature { seat: usize },
    /// It was not that seat's turn.
    NotItsTurn { seat: usize },
    /// A step the engine or the rules of remote play refuse.
    Step { step: String, why: String },
    /// Stamped before the turn it follows.
    TimeBackwards { at: u64, before: u64 },
    /// Stamped later than this machine's clock plus the skew.
    Future { at: u64, now: u64 },
    /// A claim on time before the deadline (by its stamp or this machine's clock).
    ClaimEarly { due: u64 },
    /// A move before every friend's seat was bound (format 2).
    Unbound,
    /// A bot stood in for a friend's seat without the table's agreement:
    /// a vote missing, for another level, from a device with no say, from
    /// before the seat last played itself (replayed), or not signed by its
    /// device (format 2).
    Votes { seat: usize, why: &'static str },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Unreadable(why) => write!(f, "unreadable: {why}"),
            Fault::Field(field) => write!(f, "bad or missing field: {field}"),
            Fault::SettingsSignature => {
                write!(f, "the settings are not the ones its creator signed")
            }
            Fault::Seat { seat, why } => write!(f, "seat {seat}: {why}"),
            Fault::Turn { turn, fault } => write!(f, "turn {}: {fault}", turn + 1),
        }
    }
}

impl fmt::Display for TurnFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnFault::Field(field) => write!(f, "bad or missing field: {field}"),
            TurnFault::Key { seat } => write!(f, "seat {seat}'s key is missing or repeated"),
            TurnFault::Signature { seat } => write!(
                f,
                "seat {seat}'s signature does not check out (this turn or one before it was changed)"
            ),
            TurnFault::NotItsTurn { seat } => write!(f, "it was not seat {seat}'s turn"),
            TurnFault::Step { step, why } => write!(f, "{step}: {why}"),
            TurnFault::TimeBackwards { at, before } => write!(
                f,
                "its time goes backwards (stamped {at} ms, before the turn it follows at {before} ms)"
            ),
            TurnFault::Future { at, now } => write!(
                f,
                "stamped in the future ({at} ms, later than this machine's clock {now} ms plus {} minutes)",
                CLOCK_SKEW_MS / 60_000
            ),
            TurnFault::ClaimEarly { due } => {
                write!(f, "a claim on time before the deadline (due at {due} ms)")
            }
            TurnFault::Unbound => write!(f, "a move before every friend's seat was bound"),
            TurnFault::Votes { seat, why } => {
                write!(f, "a bot stood in for seat {seat} without the table's agreement: {why}")
            }
        }
    }
}

/// A bot hop that is not the one the bot plays there.
#[derive(Debug, PartialEq, Eq)]
pub struct BotMismatch {
    pub turn: usize,
    pub seat: usize,
    pub level: u8,
    pub played: String,
    pub expected: String,
}

/// Which version of the bot a record's bot hops were replayed with.
#[derive(Debug, PartialEq, Eq)]
pub enum BotCheck {
    /// The record names this version, which this build knows.
    Named(String),
    /// The record names a version this build does not know (a newer
    /// build's): its bot hops are not checked.
    Unknown(String),
    /// The record names no version (it was made before records did), and
    /// this version plays every one of its bot hops.
    Matched(&'static str),
    /// The record names no version, and no version this build knows plays
    /// all its bot hops: the mismatches are those of the version played by
    /// default at its table size.
    Unmatched,
}

/// A turn a bot played for a friend's seat whose device had dropped (format 2).
#[derive(Debug, PartialEq, Eq)]
pub struct StandIn {
    pub turn: usize,
    pub seat: usize,
    pub level: u8,
    pub hops: usize,
}

/// What a valid record holds.
#[derive(Debug)]
pub struct Report {
    pub players: usize,
    pub turns: usize,
    pub hops: usize,
    pub bot_hops: usize,
    /// The version the bot hops were replayed with.
    pub bot: BotCheck,
    pub mismatches: Vec<BotMismatch>,
    /// The turns a bot stood in for a friend's seat, in order.
    pub stand_ins: Vec<StandIn>,
    /// `None` while the game goes on.
    pub winner: Option<usize>,
    pub over: bool,
}

// ---- reading: link, deflate, strict JSON -------------------------------------

/// A JSON value read with no key written twice in one object.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut list = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            list.push(v);
        }
        Ok(Value::Array(list))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(de::Error::custom(format!(
                    "the key {key:?} is written twice"
                )));
            }
            let Strict(v) = map.next_value()?;
            object.insert(key, v);
        }
        Ok(Value::Object(object))
    }
}

fn parse_strict(text: &str) -> Result<Value, Fault> {
    serde_json::from_str::<Strict>(text)
        .map(|s| s.0)
        .map_err(|e| Fault::Unreadable(format!("not JSON as a record must be ({e})")))
}

/// The record's JSON text from a file holding a remote link or the JSON itself.
pub fn record_text(file: &str) -> Result<String, Fault> {
    let Some(at) = file.find("#remote=") else {
        return Ok(file.to_owned());
    };
    let code = file[at + "#remote=".len()..].trim();
    let bytes = URL_SAFE_NO_PAD
        .decode(code)
        .map_err(|_| Fault::Unreadable("the link is not base64url".into()))?;
    let text =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, MAX_TEXT).map_err(|_| {
            Fault::Unreadable("the link does not inflate (truncated, damaged or huge)".into())
        })?;
    String::from_utf8(text).map_err(|_| Fault::Unreadable("the record is not UTF-8".into()))
}

// ---- crypto --------------------------------------------------------------------

fn sha256(text: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(text.as_bytes()))
}

/// True when `sig` (base64url r‖s) is `key`'s (base64url SEC1 point) signature of `text`.
fn verify_sig(key: &str, sig: &str, text: &str) -> bool {
    let (Ok(k), Ok(s)) = (URL_SAFE_NO_PAD.decode(key), URL_SAFE_NO_PAD.decode(sig)) else {
        return false;
    };
    let (Ok(k), Ok(s)) = (VerifyingKey::from_sec1_bytes(&k), Signature::from_slice(&s)) else {
        return false;
    };
    k.verify(text.as_bytes(), &s).is_ok()
}

fn is_b64(text: &str, len: usize) -> bool {
    text.len() == len
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

// ---- the record ----------------------------------------------------------------

struct Head {
    players: usize,
    radius: i32,
    kinds: Vec<String>,
    seed: u64,
    rules: Rules,
    start: Option<String>,
    deadline: u64,
    created: u64,
    key: String,
    /// The version of the bot that played the bot seats, if the record names it.
    bot: Option<String>,
}

/// A string field that passes `ok`, or the fault naming the field.
fn text_field<'a>(
    v: &'a Value,
    ok: impl Fn(&str) -> bool,
    field: &'static str,
) -> Result<&'a str, Fault> {
    v.as_str().filter(|t| ok(t)).ok_or(Fault::Field(field))
}

fn uint(v: &Value, max: u64, field: &'static str) -> Result<u64, Fault> {
    v.as_u64().filter(|n| *n <= max).ok_or(Fault::Field(field))
}

/// What a seat's name may not hold: control characters (line breaks), line separators, direction marks and overrides.
fn unsafe_name_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}'
        )
        || ('\u{202a}'..='\u{202e}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

fn read_head(text: &str, format: u64) -> Result<Head, Fault> {
    let h = parse_strict(text)?;
    let v_ok = match format {
        2 => h["v"].as_u64() == Some(2),
        _ => h["v"].is_null(),
    };
    if !v_ok {
        return Err(Fault::Field("v (the settings' format)"));
    }
    let players = uint(&h["players"], 6, "players")? as usize;
    let radius = uint(&h["radius"], 8, "radius")? as i32;
    if players < 2 || radius < 2 {
        return Err(Fault::Field("players or radius"));
    }
    let list = |field: &'static str| -> Result<Vec<String>, Fault> {
        let items = h[field]
            .as_array()
            .filter(|a| a.len() == players)
            .ok_or(Fault::Field(field))?;
        items
            .iter()
            .map(|v| v.as_str().map(str::to_owned).ok_or(Fault::Field(field)))
            .collect()
    };
    let names = list("names")?;
    if names.iter().any(|n| n.chars().count() > 24) {
        return Err(Fault::Field("names"));
    }
    if names.iter().any(|n| n.chars().any(unsafe_name_char)) {
        return Err(Fault::Field(
            "names (a line break, a control character or a direction override)",
        ));
    }
    let kinds = list("kinds")?;
    let kind_ok = |k: &str| {
        k == "human" || k == "remote" || matches!(k, "bot1" | "bot2" | "bot3" | "bot4" | "bot5")
    };
    if !kinds.iter().all(|k| kind_ok(k))
        || !kinds.iter().any(|k| k == "remote")
        || kinds.iter().all(|k| k == "remote")
    {
        return Err(Fault::Field("kinds"));
    }
    let rules = Rules {
        no_progress: uint(&h["rules"]["noProgress"], 10_000, "rules")? as u32,
        repetition: uint(&h["rules"]["repetition"], 100, "rules")? as u32,
    };
    let start = match &h["start"] {
        Value::Null => None,
        Value::String(s) => Some(s.clone()),
        _ => return Err(Fault::Field("start")),
    };
    let deadline = uint(&h["deadline"], u64::MAX, "deadline")?;
    if !DEADLINES.contains(&deadline) {
        return Err(Fault::Field("deadline"));
    }
    let key = text_field(&h["key"], |k| is_b64(k, 87), "key")?;
    text_field(
        &h["id"],
        |id| (16..=32).contains(&id.len()) && is_b64(id, id.len()),
        "id",
    )?;
    let bot = match &h["bot"] {
        Value::Null => None,
        v => Some(text_field(v, is_version, "bot (version)")?.to_owned()),
    };
    Ok(Head {
        bot,
        players,
        radius,
        kinds,
        seed: uint(&h["seed"], u64::from(u32::MAX), "seed")?,
        rules,
        start,
        deadline,
        created: uint(&h["created"], 1 << 53, "created")?,
        key: key.to_owned(),
    })
}

/// A bot version's shape: a short name of letters, digits, dots and dashes.
fn is_version(text: &str) -> bool {
    (1..=16).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
}

struct Turn {
    by: usize,
    at: u64,
    steps: Vec<String>,
    key: Option<String>,
    sig: String,
    /// Format 2: the level of the bot that stood in for this friend's seat
    /// (its key slot "bot1".."bot5"), signed by the creator.
    stand_in: Option<u8>,
    /// The table's votes that let it stand in (a stand-in's sixth field).
    votes: Vec<Vote>,
}

/// A device's vote for a bot to stand in: the voter's seat, the level, the
/// turn it lets the bot play from, its signature
/// (`hc-remote-vote/2|<headHash>|<seat>|<level>|<from>`).
struct Vote {
    seat: usize,
    level: u8,
    from: usize,
    sig: String,
}

/// Most votes a stand-in carries: one per other device of a six-seat table.
const MAX_VOTES: usize = 5;

fn read_vote(v: &Value, players: usize) -> Option<Vote> {
    let v = v.as_array().filter(|v| v.len() == 4)?;
    Some(Vote {
        seat: v[0].as_u64().filter(|s| (*s as usize) < players)? as usize,
        level: v[1].as_u64().filter(|l| (1..=5).contains(l))? as u8,
        from: v[2].as_u64().filter(|f| (*f as usize) < MAX_TURNS)? as usize,
        sig: v[3].as_str().filter(|s| is_b64(s, 86))?.to_owned(),
    })
}

fn read_turn(v: &Value, players: usize, format: u64) -> Result<Turn, TurnFault> {
    let t = v.as_array().ok_or(TurnFault::Field("turn"))?;
    let marked = format == 2
        && t.get(3)
            .and_then(Value::as_str)
            .is_some_and(|k| matches!(k, "bot1" | "bot2" | "bot3" | "bot4" | "bot5"));
    if marked && t.len() == 5 {
        return Err(TurnFault::Votes {
            seat: t[0].as_u64().unwrap_or_default() as usize,
            why: "it carries no votes",
        });
    }
    if t.len() != if marked { 6 } else { 5 } {
        return Err(TurnFault::Field("turn"));
    }
    let by = t[0]
        .as_u64()
        .filter(|s| (*s as usize) < players)
        .ok_or(TurnFault::Field("seat"))? as usize;
    let at = t[1]
        .as_u64()
        .filter(|a| *a > 0 && *a <= 1 << 53)
        .ok_or(TurnFault::Field("time"))?;
    let steps = t[2]
        .as_array()
        .filter(|s| !s.is_empty() && s.len() <= MAX_STEPS)
        .ok_or(TurnFault::Field("steps"))?;
    let steps = steps
        .iter()
        .map(|s| {
            s.as_str()
                .filter(|s| {
                    s.len() <= 9
                        && s.bytes()
                            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b':')
                })
                .map(str::to_owned)
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(TurnFault::Field("steps"))?;
    let mut stand_in = None;
    let key = match &t[3] {
        Value::Null => None,
        Value::String(k) if format == 1 && is_b64(k, 87) => Some(k.clone()),
        Value::String(k)
            if format == 2 && matches!(k.as_str(), "bot1" | "bot2" | "bot3" | "bot4" | "bot5") =>
        {
            stand_in = k[3..].parse().ok();
            None
        }
        _ => return Err(TurnFault::Field("key")),
    };
    let sig = t[4]
        .as_str()
        .filter(|s| is_b64(s, 86))
        .ok_or(TurnFault::Field("signature"))?;
    let votes = match t.get(5) {
        None => Vec::new(),
        Some(v) => v
            .as_array()
            .filter(|v| !v.is_empty() && v.len() <= MAX_VOTES)
            .and_then(|v| v.iter().map(|x| read_vote(x, players)).collect())
            .ok_or(TurnFault::Field("votes"))?,
    };
    Ok(Turn {
        by,
        at,
        steps,
        key,
        sig: sig.to_owned(),
        stand_in,
        votes,
    })
}

/// One step of a turn: a hop or an event.
enum Step {
    Hop { from: Hex, to: Hex, capture: bool },
    Resign(usize),
    Time(usize),
}

fn parse_step(code: &str, radius: i32) -> Option<Step> {
    if let Some(s) = code.strip_prefix("resign:") {
        return s.parse().ok().filter(|s| *s < 6).map(Step::Resign);
    }
    if let Some(s) = code.strip_prefix("time:") {
        return s.parse().ok().filter(|s| *s < 6).map(Step::Time);
    }
    let at = code.find(['-', 'x'])?;
    let from = engine::parse_cell_name(&code[..at], radius)?;
    let to = engine::parse_cell_name(&code[at + 1..], radius)?;
    Some(Step::Hop {
        from,
        to,
        capture: &code[at..=at] == "x",
    })
}

/// The seed of the bot's search at a ply, as the page's `plySeed`.
fn ply_seed(seed: u64, ply: usize) -> u64 {
    seed * (1 << 20) + (ply as u64 % (1 << 20))
}

fn hop_code(from: Hex, to: Hex, capture: bool, radius: i32) -> String {
    let name = |h| engine::cell_name(h, radius).unwrap_or_default();
    format!(
        "{}{}{}",
        name(from),
        if capture { 'x' } else { '-' },
        name(to)
    )
}

/// Checks a record's JSON text completely, with this machine's clock; a
/// report of what it holds, or the first fault.
pub fn verify(text: &str) -> Result<Report, Fault> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    verify_at(text, now)
}

/// The key bound to each seat (format 2): the creator's for its seats, each
/// binding checked (the friend's request signed by its key, the creator's
/// signature, a friend's seat, bound once, one key one seat).
fn bind_seats(
    r: &Value,
    head: &Head,
    head_hash: &str,
    keys: &mut [Option<String>],
) -> Result<(), Fault> {
    let seats = r["seats"]
        .as_array()
        .filter(|s| s.len() <= 5)
        .ok_or(Fault::Field("seats"))?;
    for b in seats {
        let b = b
            .as_array()
            .filter(|b| b.len() == 4)
            .ok_or(Fault::Field("seats"))?;
        let seat = b[0]
            .as_u64()
            .filter(|s| (*s as usize) < head.players)
            .ok_or(Fault::Field("seats"))? as usize;
        let key = text_field(&b[1], |k| is_b64(k, 87), "seats (key)")?;
        let join = text_field(&b[2], |s| is_b64(s, 86), "seats (request)")?;
        let host = text_field(&b[3], |s| is_b64(s, 86), "seats (binding)")?;
        let why = if head.kinds[seat] != "remote" {
            Some("not a friend's seat")
        } else if keys[seat].is_some() {
            Some("bound twice")
        } else if key == head.key || keys.iter().any(|k| k.as_deref() == Some(key)) {
            Some("its key already holds a seat (one key holds one friend's seat)")
        } else if !verify_sig(
            key,
            join,
            &format!("hc-remote-join/2|{head_hash}|{seat}|{key}"),
        ) {
            Some("the request to take it is not signed by its key")
        } else if !verify_sig(
            &head.key,
            host,
            &format!("hc-remote-bind/2|{head_hash}|{seat}|{key}"),
        ) {
            Some("not given by the game's creator")
        } else {
            None
        };
        if let Some(why) = why {
            return Err(Fault::Seat { seat, why });
        }
        keys[seat] = Some(key.to_owned());
    }
    Ok(())
}

/// The record's format, once its own fields are checked: exactly those of
/// its format, and `from` 0 (a whole record, not a link of its latest turns).
fn record_format(r: &Value) -> Result<u64, Fault> {
    let obj = r.as_object().ok_or(Fault::Field("record"))?;
    let format = r["hcr"]
        .as_u64()
        .filter(|f| FORMATS.contains(f))
        .ok_or(Fault::Field("hcr (format)"))?;
    let fields: &[&str] = if format == 2 {
        &["hcr", "head", "sig", "seats", "from", "turns"]
    } else {
        &["hcr", "head", "sig", "from", "turns"]
    };
    if obj.keys().any(|k| !fields.contains(&k.as_str())) {
        return Err(Fault::Field("unknown field"));
    }
    if r["from"].as_u64() != Some(0) {
        return Err(Fault::Field(
            "from (a link of the latest turns only: verify the full record)",
        ));
    }
    Ok(format)
}

/// The game the head starts from: its players, radius and rules, or its
/// own start position, which must agree with them.
fn start_game(head: &Head) -> Result<Game, Fault> {
    let game = match &head.start {
        None => Game::with_rules(head.players, head.radius, head.rules)
            .map_err(|_| Fault::Field("players or radius"))?,
        Some(s) => Game::restore(s).map_err(|_| Fault::Field("start"))?,
    };
    if game.players() != head.players || game.radius() != head.radius || game.rules() != head.rules
    {
        return Err(Fault::Field("start"));
    }
    Ok(game)
}

/// Whose key signs turn `t`: the seat's bound key (or the key the turn names
/// for it), the creator's for a bot standing in for a friend's seat.
fn turn_signer(keys: &[Option<String>], head: &Head, t: &Turn) -> Result<String, TurnFault> {
    match (&keys[t.by], &t.key) {
        // A bot standing in for a friend's seat is signed by the creator.
        _ if t.stand_in.is_some() && head.kinds[t.by] != "remote" => {
            Err(TurnFault::Key { seat: t.by })
        }
        _ if t.stand_in.is_some() => Ok(head.key.clone()),
        (Some(k), None) | (None, Some(k)) => Ok(k.clone()),
        _ => Err(TurnFault::Key { seat: t.by }),
    }
}

/// The text turn `t` signs, chained to the hash before it.
fn signed_turn(format: u64, prev: &str, t: &Turn) -> String {
    let steps = t.steps.join(" ");
    if format == 1 {
        format!(
            "hc-remote-turn/1|{prev}|{}|{}|{steps}|{}",
            t.by,
            t.at,
            t.key.as_deref().unwrap_or("-")
        )
    } else {
        let marker = t.stand_in.map_or(String::new(), |l| format!("|bot{l}"));
        format!("hc-remote-turn/2|{prev}|{}|{}|{steps}{marker}", t.by, t.at)
    }
}

/// A turn's time: not before the turn before it, nor later than `now` (with
/// [`CLOCK_SKEW_MS`] of grace).
fn check_time(at: u64, before: u64, now: u64) -> Result<(), TurnFault> {
    if at < before {
        return Err(TurnFault::TimeBackwards { at, before });
    }
    if at > now.saturating_add(CLOCK_SKEW_MS) {
        return Err(TurnFault::Future { at, now });
    }
    Ok(())
}

/// [`verify`] with the clock given (ms since 1970): no turn may be stamped
/// later than `now` plus [`CLOCK_SKEW_MS`], nor a claim on time come before
/// its deadline by `now`.
pub fn verify_at(text: &str, now: u64) -> Result<Report, Fault> {
    let r = parse_strict(text)?;
    let format = record_format(&r)?;
    let head_text = text_field(&r["head"], |h| h.len() <= 4000, "head")?;
    let sig = text_field(&r["sig"], |s| is_b64(s, 86), "sig")?;
    let turns = r["turns"]
        .as_array()
        .filter(|t| t.len() <= MAX_TURNS)
        .ok_or(Fault::Field("turns"))?;
    let head = read_head(head_text, format)?;
    let signed_head = format!("hc-remote-head/{format}|{head_text}");
    if !verify_sig(&head.key, sig, &signed_head) {
        return Err(Fault::SettingsSignature);
    }
    let mut game = start_game(&head)?;
    let mut keys: Vec<Option<String>> = head
        .kinds
        .iter()
        .map(|k| (k != "remote").then(|| head.key.clone()))
        .collect();
    // The hash the first turn signs over: None while a friend's seat is unbound (format 2).
    let head_hash = sha256(&signed_head);
    let mut hash = if format == 1 {
        Some(sha256(&format!("{head_text}|{sig}")))
    } else {
        bind_seats(&r, &head, &head_hash, &mut keys)?;
        keys.iter().all(Option::is_some).then(|| {
            let all: Vec<&str> = keys.iter().flatten().map(String::as_str).collect();
            sha256(&format!("hc-remote-seated/2|{head_hash}|{}", all.join(",")))
        })
    };
    let mut turn_start = head.created;
    let mut report = Report {
        players: head.players,
        turns: turns.len(),
        hops: 0,
        bot_hops: 0,
        bot: BotCheck::Unmatched,
        mismatches: Vec::new(),
        stand_ins: Vec::new(),
        winner: None,
        over: false,
    };
    let mut ply = 0;
    let mut bot_hops = Vec::new();
    // The last turn each seat played itself (not a bot standing in for it).
    let mut last_own: Vec<Option<usize>> = vec![None; head.players];
    for (i, raw) in turns.iter().enumerate() {
        let fail = |fault| Fault::Turn { turn: i, fault };
        let t = read_turn(raw, head.players, format).map_err(fail)?;
        let Some(prev) = &hash else {
            return Err(fail(TurnFault::Unbound));
        };
        let signer = turn_signer(&keys, &head, &t).map_err(fail)?;
        let signed = signed_turn(format, prev, &t);
        if !verify_sig(&signer, &t.sig, &signed) {
            return Err(fail(TurnFault::Signature { seat: t.by }));
        }
        if let Some(level) = t.stand_in {
            let table = Table {
                keys: &keys,
                game: &game,
                head_hash: &head_hash,
                last_own: last_own[t.by],
            };
            check_votes(&table, &t, level, i).map_err(fail)?;
        }
        check_time(t.at, turn_start, now).map_err(fail)?;
        let at = Place { turn: i, ply };
        let hops =
            play_turn(&mut game, &head, &t, turn_start, now, at, &mut bot_hops).map_err(fail)?;
        report.hops += hops;
        if let Some(level) = t.stand_in {
            report.stand_ins.push(StandIn {
                turn: i,
                seat: t.by,
                level,
                hops,
            });
        }
        ply += t.steps.len();
        if t.stand_in.is_none() {
            keys[t.by] = Some(signer);
            last_own[t.by] = Some(i);
        }
        hash = Some(if format == 1 {
            sha256(&format!("{signed}|{}", t.sig))
        } else {
            sha256(&signed)
        });
        turn_start = t.at;
    }
    report.bot_hops = bot_hops.len();
    (report.bot, report.mismatches) = check_bots(head.bot.as_deref(), head.players, &bot_hops);
    report.winner = game.winner();
    report.over = game.is_over();
    Ok(report)
}

/// What a stand-in's votes are checked against: each seat's key, the game
/// before the turn, the signed head's hash, the seat's last turn of its own.
struct Table<'a> {
    keys: &'a [Option<String>],
    game: &'a Game,
    head_hash: &'a str,
    last_own: Option<usize>,
}

/// A stand-in at turn `i` for seat `t.by` counts only with one vote, at its
/// level, from every other device (key) holding a seat still in the game,
/// each from a turn at or before `i` and after the seat last played itself,
/// each signed by its device (as `www/app/remote/chain/stand-ins.js`).
fn check_votes(table: &Table, t: &Turn, level: u8, i: usize) -> Result<(), TurnFault> {
    let refuse = |why| TurnFault::Votes { seat: t.by, why };
    let keys = table.keys;
    let own = keys[t.by].as_deref();
    let mut voters: Vec<&str> = Vec::new();
    for (s, key) in keys.iter().enumerate() {
        let out = table.game.seats().get(s).is_none_or(|x| x.eliminated);
        if let Some(k) = key.as_deref() {
            if s != t.by && Some(k) != own && !out && !voters.contains(&k) {
                voters.push(k);
            }
        }
    }
    let mut counted: Vec<&str> = Vec::new();
    for v in &t.votes {
        let key = keys[v.seat].as_deref().filter(|k| voters.contains(k));
        let Some(key) = key else {
            return Err(refuse("a vote from a device with no say on this seat"));
        };
        if v.level != level {
            return Err(refuse("a vote for another bot level"));
        }
        if v.from > i {
            return Err(refuse("a vote for a turn that has not come"));
        }
        if table.last_own.is_some_and(|own| v.from <= own) {
            return Err(refuse(
                "a vote from before the seat last played itself (replayed)",
            ));
        }
        let text = format!(
            "hc-remote-vote/2|{}|{}|{}|{}",
            table.head_hash, t.by, v.level, v.from
        );
        if !verify_sig(key, &v.sig, &text) {
            return Err(refuse("a vote not signed by its device"));
        }
        if counted.contains(&key) {
            return Err(refuse("a device voted twice"));
        }
        counted.push(key);
    }
    if voters.iter().any(|k| !counted.contains(k)) {
        return Err(refuse("a device holding another seat did not vote"));
    }
    Ok(())
}

/// Where a turn starts: its index and the ply of its first step.
#[derive(Clone, Copy)]
struct Place {
    turn: usize,
    ply: usize,
}

/// A bot seat's hop, kept with the game before it to be replayed once the
/// whole record checks out.
struct BotHop {
    game: Game,
    level: u8,
    seed: u64,
    turn: usize,
    seat: usize,
    from: Hex,
    to: Hex,
    played: String,
}

/// Replays the bot hops with the version the record names; a record that
/// names none with the version played by default at its table size
/// (`bot::DEFAULT_VERSIONS`), then with each other one, newest first, until
/// one plays them all (made before records named a version, it was played
/// by one of them).
fn check_bots(
    named: Option<&str>,
    players: usize,
    hops: &[BotHop],
) -> (BotCheck, Vec<BotMismatch>) {
    if let Some(version) = named {
        return match Profile::by_version(version) {
            Some(profile) => (
                BotCheck::Named(version.to_owned()),
                mismatches(profile, hops, false),
            ),
            None => (BotCheck::Unknown(version.to_owned()), Vec::new()),
        };
    }
    let default = Profile::default_version(players);
    let current = mismatches(Profile::default_for(players), hops, false);
    if current.is_empty() {
        return (BotCheck::Matched(default), current);
    }
    VERSIONS
        .iter()
        .rev()
        .filter(|(name, _)| *name != default)
        .find(|(_, profile)| mismatches(*profile, hops, true).is_empty())
        .map_or((BotCheck::Unmatched, current), |(name, _)| {
            (BotCheck::Matched(name), Vec::new())
        })
}

/// The bot hops `profile` does not play (only the first with `first_only`).
fn mismatches(profile: Profile, hops: &[BotHop], first_only: bool) -> Vec<BotMismatch> {
    let mut searcher = Searcher::with_profile(profile);
    let mut out = Vec::new();
    for hop in hops {
        let opts = SearchOptions {
            level: hop.level,
            seed: hop.seed,
            ..SearchOptions::default()
        };
        let best = searcher.search(&hop.game, &opts, &mut NoClock).best;
        if best.is_none_or(|m| m.from != hop.from || m.to != hop.to) {
            let radius = hop.game.radius();
            out.push(BotMismatch {
                turn: hop.turn,
                seat: hop.seat,
                level: hop.level,
                played: hop.played.clone(),
                expected: best.map_or("nothing".into(), |m| {
                    hop_code(m.from, m.to, m.capture.is_some(), radius)
                }),
            });
            if first_only {
                break;
            }
        }
    }
    out
}

/// Plays one turn's steps with the checks of remote play: the number of hops
/// played; bot hops are kept in `bot_hops` to be replayed.
#[allow(clippy::too_many_arguments)]
fn play_turn(
    game: &mut Game,
    head: &Head,
    t: &Turn,
    turn_start: u64,
    now: u64,
    at: Place,
    bot_hops: &mut Vec<BotHop>,
) -> Result<usize, TurnFault> {
    let bad = |step: &str, why: &str| TurnFault::Step {
        step: step.to_owned(),
        why: why.to_owned(),
    };
    let before = game.current();
    let event = !t.steps[0].contains(['-', 'x']);
    if event && t.steps.len() != 1 {
        return Err(bad(
            &t.steps[0],
            "a resignation or a claim is a turn of its own",
        ));
    }
    if !event && before != Some(t.by) {
        return Err(TurnFault::NotItsTurn { seat: t.by });
    }
    let level = t.stand_in.or_else(|| {
        head.kinds[t.by]
            .strip_prefix("bot")
            .and_then(|l| l.parse::<u8>().ok())
    });
    if t.stand_in.is_some() && event {
        return Err(bad(&t.steps[0], "a bot standing in for a seat only moves"));
    }
    let mut hops = 0;
    for (k, code) in t.steps.iter().enumerate() {
        let step = parse_step(code, head.radius).ok_or_else(|| bad(code, "unreadable"))?;
        if k > 0 && (game.current() != Some(t.by) || game.chain_from().is_none()) {
            return Err(bad(code, "the turn goes on after its move ended"));
        }
        match step {
            Step::Hop { from, to, capture } => {
                let legal = game
                    .legal_moves()
                    .into_iter()
                    .any(|m| m.from == from && m.to == to && m.capture.is_some() == capture);
                if !legal {
                    return Err(bad(code, "not legal there"));
                }
                if let Some(level) = level {
                    bot_hops.push(BotHop {
                        game: game.clone(),
                        level,
                        seed: ply_seed(head.seed, at.ply + k),
                        turn: at.turn,
                        seat: t.by,
                        from,
                        to,
                        played: code.clone(),
                    });
                }
                game.apply(from, to)
                    .map_err(|e| bad(code, &e.to_string()))?;
                hops += 1;
            }
            Step::Resign(seat) => {
                if seat != t.by {
                    return Err(bad(code, "a seat resigns only for itself"));
                }
                game.resign(seat).map_err(|e| bad(code, &e.to_string()))?;
            }
            Step::Time(seat) => {
                let claimant_in = game.seats().get(t.by).is_some_and(|s| !s.eliminated);
                if head.deadline == 0 || before != Some(seat) || seat == t.by || !claimant_in {
                    return Err(bad(code, "not a claim this seat can make"));
                }
                let due = turn_start + head.deadline;
                if t.at < due || now < due {
                    return Err(TurnFault::ClaimEarly { due });
                }
                game.resign(seat).map_err(|e| bad(code, &e.to_string()))?;
            }
        }
    }
    if !event && game.current() == Some(t.by) && game.chain_from().is_some() {
        return Err(bad(
            t.steps.last().map_or("", String::as_str),
            "the turn stops in the middle of a chain",
        ));
    }
    Ok(hops)
}

/// The page checks the same records in JavaScript (`www/app/remote/chain.js`):
/// its limits must be these, or a record one side accepts the other refuses.
#[cfg(test)]
mod same_as_the_page {
    use super::{CLOCK_SKEW_MS, DEADLINES, MAX_STEPS, MAX_TURNS};

    /// The page's module, read as text.
    fn chain_js() -> String {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../www/app/remote/chain/format.js"
        );
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The value text of `export const NAME = ...;` in `js`.
    fn constant<'a>(js: &'a str, name: &str) -> &'a str {
        let start = format!("export const {name} = ");
        let at = js
            .find(&start)
            .unwrap_or_else(|| panic!("chain/format.js has no {name}"))
            + start.len();
        js[at..].split(';').next().unwrap_or_default()
    }

    /// A JS number written as digits with `_` separators, or a product of them.
    fn number(expr: &str) -> u64 {
        expr.split('*')
            .map(|f| {
                f.trim()
                    .replace('_', "")
                    .parse::<u64>()
                    .unwrap_or_else(|e| panic!("{expr}: {e}"))
            })
            .product()
    }

    #[test]
    fn the_deadlines_and_the_record_limits_are_the_pages() {
        let js = chain_js();
        let list = constant(&js, "DEADLINES");
        let inner = list
            .strip_prefix("Object.freeze([")
            .and_then(|l| l.strip_suffix("])"))
            .unwrap_or_else(|| panic!("DEADLINES is not a frozen list: {list}"));
        let deadlines: Vec<u64> = inner.split(',').map(number).collect();
        assert_eq!(
            deadlines, DEADLINES,
            "the deadlines of chain.js and verify.rs"
        );
        assert_eq!(number(constant(&js, "MAX_TURNS")), MAX_TURNS as u64);
        assert_eq!(number(constant(&js, "MAX_STEPS")), MAX_STEPS as u64);
        assert_eq!(
            number(constant(&js, "CLOCK_SKEW_MS")),
            CLOCK_SKEW_MS,
            "the clock skew of chain.js and verify.rs"
        );
    }
}

/// The clock's part in the rules, with the clock given: a claim on time stands only once this
/// machine's clock is past the deadline too, and no turn runs ahead of it by more than the skew.
#[cfg(test)]
mod by_this_clock {
    use super::{verify_at, Fault, TurnFault, CLOCK_SKEW_MS};

    fn fixture(name: &str) -> String {
        let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn a_claim_stands_only_once_this_clock_is_past_the_deadline() {
        // Turn 4 at 1 700 000 240 000 ms, a one-hour deadline, the claim stamped a minute after it.
        let text = fixture("remote2-claim.json");
        let due = 1_700_000_240_000 + 3_600_000;
        assert_eq!(
            verify_at(&text, due - 1).err(),
            Some(Fault::Turn {
                turn: 4,
                fault: TurnFault::ClaimEarly { due }
            })
        );
        let report = verify_at(&text, due).expect("valid once the clock says so");
        assert!(report.over);
    }

    #[test]
    fn a_turn_further_ahead_of_this_clock_than_the_skew_is_refused() {
        // Turn i is stamped 1 700 000 000 000 + i minutes: turn 6 is the first past five minutes.
        let text = fixture("remote2-ok.json");
        let now = 1_700_000_000_000;
        assert_eq!(CLOCK_SKEW_MS, 5 * 60_000);
        assert_eq!(
            verify_at(&text, now).err(),
            Some(Fault::Turn {
                turn: 6,
                fault: TurnFault::Future {
                    at: now + 6 * 60_000,
                    now
                }
            })
        );
    }
}
