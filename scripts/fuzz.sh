#!/usr/bin/env bash
# Runs each libFuzzer target of fuzz/ (restore, moves, reference) for a
# bounded time and prints a summary. Usage:
#
#   scripts/fuzz.sh [seconds-per-target]     # default 20 (about a minute)
#
# Works on the stable toolchain: cargo-fuzz with `-s none` (no sanitizer)
# needs no nightly flag. Installs cargo-fuzz only when it is missing. The
# committed seed corpus (fuzz/corpus/<target>) is read, never written: new
# inputs go to fuzz/work/<target> (ignored by git), emptied at the start so
# a run stays bounded; FUZZ_KEEP_CORPUS=1 keeps it to grow across runs.
# A failing input is saved under fuzz/artifacts/<target>/; replay it with
#   cd fuzz && cargo fuzz run -s none <target> <file>
# or drop it into fuzz/corpus/<target>/ so `cargo test` replays it too.
# Exit status: 0 when every target ran clean, 1 otherwise.
set -uo pipefail

secs="${1:-20}"
case "$secs" in
  '' | *[!0-9]*) echo "usage: $0 [seconds-per-target]" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"
targets=(restore moves reference)

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz: cargo-fuzz missing, installing it (a few minutes, once)"
  if ! cargo install cargo-fuzz --version 0.13.2; then
    echo "fuzz: FAILED to install cargo-fuzz" >&2
    exit 1
  fi
fi

cd "$root/fuzz" || exit 1
echo "fuzz: building ${targets[*]} ($(cargo fuzz --version))"
if ! cargo fuzz build -s none -O; then
  echo "fuzz: FAILED to build the fuzz targets" >&2
  exit 1
fi

status=0
summary=()
for t in "${targets[@]}"; do
  if [ "${FUZZ_KEEP_CORPUS:-0}" != 1 ]; then rm -rf "work/$t"; fi
  mkdir -p "work/$t" "artifacts/$t"
  log="work/$t.log"
  echo "fuzz: running $t for ${secs}s"
  cargo fuzz run -s none -O "$t" "work/$t" "corpus/$t" -- \
    -max_total_time="$secs" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
    >"$log" 2>&1
  rc=$?
  runs="$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)"
  cov="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)"
  corp="$(grep -Eo 'corp: [0-9]+/[0-9]+[A-Za-z]*' "$log" | tail -1)"
  if [ "$rc" -eq 0 ]; then
    summary+=("$(printf '%-10s ok      %12s execs  %-22s %s' "$t" "${runs:-?}" "${cov:-cov: ?}" "${corp:-}")")
  else
    status=1
    summary+=("$(printf '%-10s FAILED  (exit %s) see fuzz/%s' "$t" "$rc" "$log")")
    echo "fuzz: $t FAILED; last lines of fuzz/$log:" >&2
    tail -n 40 "$log" >&2
  fi
done

echo
echo "fuzz summary (${secs}s per target, libFuzzer, no sanitizer):"
printf '  %s\n' "${summary[@]}"
if [ "$status" -eq 0 ]; then
  echo "fuzz: all targets clean"
else
  echo "fuzz: FAILURES (inputs saved under fuzz/artifacts/)" >&2
fi
exit "$status"
