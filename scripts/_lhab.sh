#!/bin/sh
# A/B Lighthouse: old build on 3401, this build on 3400, alternating, 3 runs each per page
for p in / /en/lessons /en/masters /en/lessons/dennyi-makiiazh-dlia-sebe-sim-produktiv-d7s2 /en/masters/anna.nowak; do
  for i in 1 2 3; do
    scripts/_lh1.sh http://127.0.0.1:3401$p
    scripts/_lh1.sh http://127.0.0.1:3400$p
  done
done
