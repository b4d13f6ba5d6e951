#!/bin/sh
# A/B Lighthouse on the lists and the main page: old build (3401) and this build (3400), alternating
for p in / /en/lessons /en/masters; do
  for i in 1 2 3; do
    scripts/_lh1.sh http://127.0.0.1:3401$p
    scripts/_lh1.sh http://127.0.0.1:3400$p
  done
done
