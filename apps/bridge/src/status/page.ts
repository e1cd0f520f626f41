import { SCALE_MODEL_CODES } from '@dahua/shared';
import { STATUS_TEXTS } from './i18n.js';

/*
 * The status page: one self-contained HTML document (inline CSS and script, no external assets),
 * embedded as a string so the single-file executable needs no files beside it.
 */

const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328;background:#f4f5f7}
main{max-width:980px;margin:0 auto;padding:12px}
header{display:flex;flex-wrap:wrap;align-items:center;gap:8px;justify-content:space-between;margin-bottom:8px}
h1{font-size:20px;margin:0}
h2{font-size:17px;margin:0 0 8px}
.muted{color:#656d76;font-size:13px}
section,.card{background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:12px;margin-bottom:12px}
.banner{border-radius:8px;padding:10px 12px;margin-bottom:12px}
.warn{background:#fff8c5;border:1px solid #d4a72c}
.bad{background:#ffebe9;border:1px solid #ff8182}
.good{background:#dafbe1;border:1px solid #4ac26b}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
label{display:flex;flex-direction:column;gap:2px;font-size:13px;color:#444;flex:1 1 160px;min-width:0}
input,select{font:inherit;padding:7px 9px;border:1px solid #bbc2ca;border-radius:6px;width:100%;min-width:0;background:#fff}
button{font:inherit;padding:7px 14px;border:1px solid #1f6feb;background:#1f6feb;color:#fff;border-radius:6px;cursor:pointer;white-space:nowrap}
button.secondary{background:#fff;color:#1f6feb}
button:disabled{opacity:.6;cursor:default}
.scales{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}
.scale h3{font-size:16px;margin:0 0 4px;overflow-wrap:anywhere}
.state{font-weight:600}
.state.in_step{color:#1a7f37}.state.pushing,.state.waiting{color:#9a6700}.state.unreachable,.state.error{color:#cf222e}.state.no_address{color:#656d76}
.check{font-size:13px;margin:4px 0;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto minmax(min-content,1fr);gap:2px 10px;margin:8px 0;font-size:13px}
dt{color:#656d76}dd{margin:0;overflow-wrap:break-word}
.actions{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.actions button{padding:5px 10px;font-size:13px}
.events{list-style:none;margin:0;padding:0;max-height:360px;overflow-y:auto;font-size:13px}
.events li{padding:3px 0;border-bottom:1px solid #eef0f2;overflow-wrap:anywhere}
.events time{color:#656d76;margin-right:6px}
.lvl-warn{color:#9a6700}.lvl-error{color:#cf222e}
.found{list-style:none;margin:8px 0 0;padding:0}
.found li{border-top:1px solid #eef0f2;padding:8px 0}
.msg{font-size:13px;margin-top:6px;min-height:1em}
.msg.error{color:#cf222e}.msg.ok{color:#1a7f37}
[hidden]{display:none!important}
`;

/** The page's script (plain ES2017, no template literals: it lives inside this module's string). */
const SCRIPT = `
(function () {
  var TEXTS = window.__TEXTS__, MODELS = window.__MODELS__, LAN = window.__LAN__;
  var lang = localStorage.getItem('bridge-lang') || ((navigator.language || '').toLowerCase().indexOf('en') === 0 ? 'en' : 'zh');
  var pin = sessionStorage.getItem('bridge-pin') || '';
  var last = null;
  function $(id) { return document.getElementById(id); }
  function t(key, values) {
    var text = (TEXTS[lang] && TEXTS[lang][key]) || key;
    Object.keys(values || {}).forEach(function (name) { text = text.split('{' + name + '}').join(String(values[name])); });
    return text;
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attrs[name];
      else if (name === 'className') node.className = attrs[name];
      else if (name.indexOf('on') === 0) node.addEventListener(name.slice(2), attrs[name]);
      else node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }
  // Times on the shop's wall clock (the zone the server gives the shop), whatever this PC's zone is.
  function wallClock(date) {
    var options = { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    var zone = last && last.shop && last.shop.time_zone;
    if (zone) options.timeZone = zone;
    var parts = {};
    new Intl.DateTimeFormat('en-US', options).formatToParts(date).forEach(function (part) { parts[part.type] = part.value; });
    return { day: parts.month + '/' + parts.day, hm: parts.hour + ':' + parts.minute };
  }
  function clock(iso) {
    if (!iso) return t('never');
    var at = wallClock(new Date(iso)), today = wallClock(new Date());
    return at.day === today.day ? at.hm : at.day + ' ' + at.hm;
  }
  function ago(iso) {
    var minutes = Math.floor((Date.now() - new Date(iso).getTime()) / 60000);
    if (minutes < 1) return t('justNow');
    if (minutes < 60) return t('minutesAgo', { n: minutes });
    return t('hoursAgo', { n: Math.floor(minutes / 60) });
  }
  function newer(a, b) {
    if (!a || !b) return false;
    var x = a.split('.').map(Number), y = b.split('.').map(Number);
    for (var i = 0; i < Math.max(x.length, y.length); i++) {
      if ((x[i] || 0) !== (y[i] || 0)) return (x[i] || 0) > (y[i] || 0);
    }
    return false;
  }
  function call(method, path, body) {
    var headers = { lang: lang };
    if (pin) headers['x-bridge-pin'] = pin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) {
          if (response.status === 401 && LAN) { askPin(true); }
          if (!response.ok) { var error = new Error(data.message || String(response.status)); error.field = data.field; throw error; }
          return data;
        });
      });
  }
  function say(id, text, ok) { var node = $(id); node.textContent = text || ''; node.className = 'msg ' + (ok ? 'ok' : 'error'); }

  function askPin(wrong) {
    $('pin-box').hidden = false;
    say('pin-msg', wrong && pin ? t('pinWrong') : '', false);
  }

  function applyTexts() {
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
    document.title = t('title');
    Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (node) { node.textContent = t(node.getAttribute('data-t')); });
    Array.prototype.forEach.call(document.querySelectorAll('[data-ph]'), function (node) { node.setAttribute('placeholder', t(node.getAttribute('data-ph'))); });
    var any = $('add-model-template');
    if (any) any.textContent = t('modelAny');
    if (last) render(last);
  }

  function stateLine(scale) {
    var since = clock(scale.since);
    if (scale.state === 'pushing') return scale.total ? t('state_pushing', { pushed: scale.pushed || 0, total: scale.total }) : t('state_pushing_plain');
    return t('state_' + scale.state, { since: since });
  }
  function checkLine(scale) {
    var address = scale.lan_host ? scale.lan_host + ':' + scale.lan_port : '';
    if (scale.state === 'unreachable') return t('check_unreachable', { address: address });
    if (scale.state === 'error') return t('check_error');
    if (scale.state === 'no_address') return t('check_no_address');
    return '';
  }
  function act(path, scaleId, button) {
    button.disabled = true;
    var body = scaleId == null ? {} : { scale_id: scaleId };
    call('POST', path, body).then(function () { button.textContent = t('asked'); })
      .catch(function (error) { button.textContent = t('failed', { message: error.message }); })
      .then(function () { setTimeout(function () { button.disabled = false; applyTexts(); }, 2000); });
  }

  function render(status) {
    last = status;
    $('version').textContent = t('version', { version: status.version });
    var newerBox = $('newer');
    newerBox.hidden = !newer(status.latest_version, status.version);
    newerBox.textContent = t('newer', { version: status.latest_version || '' });
    $('pair-box').hidden = status.paired;
    $('paired-box').hidden = !status.paired;
    $('scales-box').hidden = !status.paired;
    $('find-box').hidden = !status.paired;
    if (status.paired) {
      $('shop-line').textContent = status.shop ? t('pairedTo', { shop: status.shop.name }) : t('pairedNoShop');
      $('server-line').textContent = t('server', { server: status.server || '' });
    } else if ((status.server || status.default_server) && !$('pair-server').value) {
      $('pair-server').value = status.server || status.default_server;
    }
    if (status.default_subnet && !$('scan-subnet').value) $('scan-subnet').value = status.default_subnet;

    var list = $('scales');
    list.textContent = '';
    $('no-scales').hidden = status.scales.length > 0;
    status.scales.forEach(function (scale) {
      var rows = [];
      function row(key, value) { rows.push(el('dt', { text: t(key) })); rows.push(el('dd', { text: value })); }
      row('address', scale.lan_host ? scale.lan_host + ':' + scale.lan_port : '—');
      row('lastPush', scale.last_push ? clock(scale.last_push) : t('never'));
      row('lastSales', scale.last_sales ? clock(scale.last_sales) : t('never'));
      if (scale.pending_sales != null) row('pendingSales', String(scale.pending_sales));
      if (scale.audit) row('verified', t('verifiedLine', { time: ago(scale.audit.checked_time), checked: scale.audit.checked, matched: scale.audit.matched }));
      var check = checkLine(scale);
      var card = el('div', { className: 'card scale', 'data-scale': String(scale.scale_id == null ? '' : scale.scale_id) }, [
        el('h3', { text: scale.name }),
        el('div', { className: 'state ' + scale.state, text: stateLine(scale) }),
        check ? el('div', { className: 'check', text: check }) : null,
        scale.error ? el('div', { className: 'check lvl-error', text: scale.error }) : null,
        scale.audit && scale.audit.differs > 0 ? el('div', { className: 'check lvl-warn', text: t('differs', { count: scale.audit.differs }) }) : null,
        el('dl', {}, rows),
        scale.state === 'no_address' ? null : el('div', { className: 'actions' }, [
          el('button', { className: 'secondary', text: t('pushNow'), onclick: function (e) { act('/api/push', scale.scale_id, e.target); } }),
          el('button', { className: 'secondary', text: t('collectNow'), onclick: function (e) { act('/api/collect', scale.scale_id, e.target); } }),
          el('button', { className: 'secondary', text: t('verifyNow'), onclick: function (e) { act('/api/verify', scale.scale_id, e.target); } })
        ])
      ]);
      list.appendChild(card);
    });

    var events = $('events');
    events.textContent = '';
    $('no-events').hidden = status.events.length > 0;
    status.events.forEach(function (event) {
      events.appendChild(el('li', { className: 'lvl-' + event.level }, [
        el('time', { text: clock(event.time) }),
        el('span', { text: (event.level === 'info' ? '' : t('level_' + event.level) + ': ') + event.text })
      ]));
    });
  }

  function refresh() {
    if (LAN && !pin) { askPin(false); return; }
    call('GET', '/api/status').then(function (status) { $('offline').hidden = true; render(status); })
      .catch(function () { $('offline').hidden = false; });
  }

  $('lang').addEventListener('click', function () {
    lang = lang === 'en' ? 'zh' : 'en';
    localStorage.setItem('bridge-lang', lang);
    applyTexts();
  });
  $('pin-form').addEventListener('submit', function (event) {
    event.preventDefault();
    pin = $('pin-input').value.trim();
    sessionStorage.setItem('bridge-pin', pin);
    $('pin-box').hidden = true;
    refresh();
  });
  $('pair-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var button = $('pair-button');
    button.disabled = true;
    say('pair-msg', t('pairing'), true);
    var body = { code: $('pair-code').value.trim().toUpperCase() };
    if ($('pair-server').value.trim()) body.server = $('pair-server').value.trim();
    call('POST', '/api/pair', body).then(function (status) { say('pair-msg', '', true); render(status); })
      .catch(function (error) { say('pair-msg', t('failed', { message: error.message }), false); })
      .then(function () { button.disabled = false; });
  });
  ['push', 'collect', 'verify'].forEach(function (what) {
    $('all-' + what).addEventListener('click', function (event) { act('/api/' + what, null, event.target); });
  });

  function addForm(found) {
    var name = el('input', { maxlength: '50', required: 'required' });
    var model = el('select', {}, [el('option', { value: '', text: t('modelAny') })].concat(MODELS.map(function (code) { return el('option', { value: code, text: code }); })));
    var msg = el('div', { className: 'msg' });
    var button = el('button', { type: 'submit', text: t('add') });
    var form = el('form', { className: 'row' }, [
      el('label', {}, [el('span', { text: t('scaleName') }), name]),
      el('label', {}, [el('span', { text: t('model') }), model]),
      button
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      button.disabled = true;
      var body = { lan_host: found.host, lan_port: found.port, name: name.value.trim() };
      if (model.value) body.model_code = model.value;
      call('POST', '/api/scales', body).then(function () {
        msg.className = 'msg ok'; msg.textContent = t('added'); form.hidden = true; refresh();
      }).catch(function (error) {
        msg.className = 'msg error'; msg.textContent = t('failed', { message: error.message }); button.disabled = false;
      });
    });
    return el('div', {}, [el('div', { className: 'muted', text: t('addToConsole') }), form, msg]);
  }

  $('scan-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var button = $('scan-button');
    button.disabled = true;
    say('scan-msg', t('scanning'), true);
    var results = $('found');
    results.textContent = '';
    var body = {};
    if ($('scan-subnet').value.trim()) body.subnet = $('scan-subnet').value.trim();
    if ($('scan-port').value.trim()) body.port = Number($('scan-port').value.trim());
    call('POST', '/api/scan', body).then(function (answer) {
      var scales = answer.found.filter(function (found) { return found.tm; });
      say('scan-msg', scales.length ? t('found', { count: scales.length }) : t('foundNone'), scales.length > 0);
      answer.found.forEach(function (found) {
        var line = el('div', {}, [el('strong', { text: found.host + ':' + found.port }), el('span', { className: 'muted', text: '  ' + found.reply_ms + ' ms' })]);
        var item = el('li', {}, [line]);
        if (!found.tm) item.appendChild(el('div', { className: 'muted', text: t('notScale') }));
        else if (found.known) item.appendChild(el('div', { className: 'msg ok', text: t('alreadyAdded') }));
        else item.appendChild(addForm(found));
        results.appendChild(item);
      });
    }).catch(function (error) { say('scan-msg', t('failed', { message: error.message }), false); })
      .then(function () { button.disabled = false; });
  });

  applyTexts();
  refresh();
  setInterval(refresh, 2000);
})();
`;

const BODY = `
<main>
  <header>
    <h1 data-t="title"></h1>
    <div class="row" style="align-items:center">
      <span class="muted" id="version"></span>
      <button type="button" class="secondary" id="lang" data-t="language"></button>
    </div>
  </header>
  <div class="banner bad" id="offline" hidden data-t="offline"></div>
  <div class="banner warn" id="newer" hidden></div>
  <section id="pin-box" hidden>
    <h2 data-t="pin"></h2>
    <p class="muted" data-t="pinHelp"></p>
    <form id="pin-form" class="row">
      <label><span data-t="pin"></span><input id="pin-input" type="password" autocomplete="current-password"></label>
      <button type="submit" data-t="ok"></button>
    </form>
    <div class="msg" id="pin-msg"></div>
  </section>
  <section id="pair-box" hidden>
    <h2 data-t="notPaired"></h2>
    <p class="muted" data-t="pairHelp"></p>
    <form id="pair-form" class="row">
      <label><span data-t="code"></span><input id="pair-code" autocomplete="off" autocapitalize="characters" maxlength="8" required></label>
      <label><span data-t="serverField"></span><input id="pair-server" type="url" inputmode="url" placeholder="https://"></label>
      <button type="submit" id="pair-button" data-t="pair"></button>
    </form>
    <div class="msg" id="pair-msg"></div>
  </section>
  <section id="paired-box" hidden>
    <div class="banner good" style="margin:0 0 8px"><strong id="shop-line"></strong><div class="muted" id="server-line"></div></div>
    <div class="actions">
      <button type="button" id="all-push" data-t="pushNow"></button>
      <button type="button" class="secondary" id="all-collect" data-t="collectNow"></button>
      <button type="button" class="secondary" id="all-verify" data-t="verifyNow"></button>
    </div>
  </section>
  <section id="scales-box" hidden>
    <h2 data-t="scales"></h2>
    <p class="muted" id="no-scales" data-t="noScales" hidden></p>
    <div class="scales" id="scales"></div>
  </section>
  <section id="find-box" hidden>
    <h2 data-t="find"></h2>
    <p class="muted" data-t="findHelp"></p>
    <form id="scan-form" class="row">
      <label><span data-t="subnet"></span><input id="scan-subnet" placeholder="192.168.1.0/24"></label>
      <label style="flex:0 1 110px"><span data-t="port"></span><input id="scan-port" inputmode="numeric" value="4001"></label>
      <button type="submit" id="scan-button" data-t="scan"></button>
    </form>
    <div class="msg" id="scan-msg"></div>
    <ul class="found" id="found"></ul>
  </section>
  <section>
    <h2 data-t="events"></h2>
    <p class="muted" id="no-events" data-t="noEvents"></p>
    <ul class="events" id="events"></ul>
  </section>
</main>`;

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The status page's HTML. */
export function statusPage(options: { lan: boolean }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${STATUS_TEXTS.zh.title}</title>
<style>${CSS}</style>
</head>
<body>${BODY}
<script>window.__TEXTS__=${scriptJson(STATUS_TEXTS)};window.__MODELS__=${scriptJson(SCALE_MODEL_CODES)};window.__LAN__=${options.lan ? 'true' : 'false'};</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
