#!/bin/sh
# one Lighthouse run: prints perf, TBT, LCP, FCP
CHROME_PATH=/usr/bin/chromium npx -y lighthouse@13.5.0 "$1" --quiet --output=json --output-path=/tmp/lh1.json --chrome-flags="--headless=new --no-sandbox" 2>/dev/null
python3 -c "
import json;r=json.load(open('/tmp/lh1.json'));a=r['audits']
print('$1'.split('//')[1][:60], round(r['categories']['performance']['score']*100), 'TBT', round(a['total-blocking-time']['numericValue']), 'LCP', round(a['largest-contentful-paint']['numericValue']), 'FCP', round(a['first-contentful-paint']['numericValue']))"
