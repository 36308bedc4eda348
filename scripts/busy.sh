#!/usr/bin/env bash
# Runs a command on a machine whose cores are kept busy by another process, as
# a loaded CI machine is: one busy loop per core (`nproc`, or BUSY_CORES) at
# the normal priority, for as long as the command runs; the loops are ended by
# their own process ids when it finishes, however it finishes. Exits with the
# command's status. The suite must pass like this (docs/develop.md).
#   scripts/busy.sh node --test tests/browser/review.test.mjs
#   scripts/busy.sh scripts/test.sh
#   BUSY_CORES=4 scripts/busy.sh node --test tests/app/
set -uo pipefail
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/busy.sh COMMAND [ARGS...]" >&2
  exit 2
fi
cores=${BUSY_CORES:-$(nproc)}
pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  wait "${pids[@]}" 2>/dev/null
}
trap stop EXIT
trap 'exit 130' INT TERM
for _ in $(seq 1 "$cores"); do
  # A shell loop that never sleeps: one core's worth of work, nothing written anywhere.
  ( while :; do :; done ) &
  pids+=("$!")
done
echo "busy.sh: $cores busy loops (pids ${pids[*]}) while: $*" >&2
start=$(date +%s)
"$@"
status=$?
echo "busy.sh: '$*' exited $status after $(( $(date +%s) - start )) s under load" >&2
exit "$status"
