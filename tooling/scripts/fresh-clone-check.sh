#!/usr/bin/env bash
# Clones the committed main into a temporary folder and runs the README's test command there,
# as a new machine would. Usage: bash tooling/scripts/fresh-clone-check.sh
set -euo pipefail
src=$(git rev-parse --show-toplevel)
dir=$(mktemp -d)/fresh-clone
git clone -q "$src" "$dir"
cd "$dir"
echo "fresh clone at $dir"
npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test:all
