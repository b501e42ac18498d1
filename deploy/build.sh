#!/bin/sh
# The image's build step (deploy/Dockerfile runs it; so does deploy/rehearse.ts, and CI's build stage
# runs the same two commands). It builds what CI builds: the four front ends with the project's own
# build script (and the pre-rendered public pages, with Chromium), then admin-app a second time with
# ASSET_PREFIX=auto for its own origin (README, "Deploying a remote on its own"), into $1.
set -eu
cd "$(dirname "$0")/.."
out="${1:?usage: deploy/build.sh <output directory for the admin origin's files>}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

npm run -s build:apps
ASSET_PREFIX=auto npm run -s build -w @coach/admin-app -- --dist-path "$out/admin-origin"
