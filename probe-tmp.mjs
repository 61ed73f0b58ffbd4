import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const route of ['/formulario', '/']) {
const ctx = await b.newContext(); const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p); await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
const m = new Map(); const loads = [];
cdp.on('Network.responseReceived', ({ requestId, type, response }) => { if (type === 'Script') m.set(requestId, response.url); });
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => { const u = m.get(requestId); if (u) loads.push([new URL(u).pathname.replace(/-[\w-]{8}\.js$/, ''), (encodedDataLength/1024).toFixed(1)]); });
await p.goto('http://127.0.0.1:' + process.env.P + route); await p.waitForLoadState('networkidle');
console.log(route, loads.map(l => l.join(' ')).join(', '), (loads.reduce((s,l)=>s+Number(l[1]),0)).toFixed(1));
await ctx.close();
}
await b.close();
