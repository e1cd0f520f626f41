/*
 * The payment page's one script (page.ts serves it at PAY_SCRIPT_PATH, a same-origin file the page's
 * CSP allows with `script-src 'self'`). Plain ES2017 that WeChat's and Alipay's in-app browsers run, no
 * bundle: it reads the page's JSON data block, keeps one visit id per page visit in sessionStorage
 * (keyed by the URL's shop code, amount and ticket, so a refresh or a second tap re-uses it and the
 * server answers the same order), creates the order, and hands it to WeChat's JSAPI bridge or opens
 * Alipay's wap-pay address. On the result page of an unpaid order it asks for the status for ~30 s.
 */

/**
 * Yuan as typed → fen, the shared money rules' `yuanToFen` with the payment's limit (at most 2
 * decimals, text arithmetic, nothing rounded) plus the contract's minimum of 1 fen; null when invalid.
 * page.test.ts checks it gives what `yuanToFen` gives.
 */
export const TO_FEN_SOURCE = `function toFen(text, maxFen) {
  var m = /^(\\d+)(?:\\.(\\d{0,2}))?$/.exec(String(text).trim());
  if (!m) return null;
  var whole = m[1].replace(/^0+(?=\\d)/, '');
  if (whole.length > 12) return null;
  var fen = Number(whole) * 100 + Number((m[2] || '').padEnd(2, '0'));
  return fen >= 1 && fen <= maxFen ? fen : null;
}`;

export const PAY_SCRIPT = `(function () {
  'use strict';
  ${TO_FEN_SOURCE}
  var dataBlock = document.getElementById('pay-data');
  if (!dataBlock) return;
  var d = JSON.parse(dataBlock.textContent);
  var T = d.texts;
  var msg = document.getElementById('pay-msg');
  function say(text, info) {
    msg.textContent = text || '';
    msg.className = info ? 'msg info' : 'msg';
  }
  function stored(key) {
    try { return window.sessionStorage.getItem(key); } catch (e) { return null; }
  }
  function store(key, value) {
    try { window.sessionStorage.setItem(key, value); } catch (e) { /* private mode: one order per tap still */ }
  }
  function api(method, url, body) {
    return fetch(url, {
      method: method,
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json', lang: d.lang } : { lang: d.lang },
      body: body ? JSON.stringify(body) : undefined
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (answer) {
        if (answer && answer.code === 1) return answer.data;
        var error = new Error(answer && answer.msg ? answer.msg : T.failed);
        error.answered = true;
        throw error;
      });
    });
  }
  function resultUrl(orderNo) {
    return '/page/payment?o=' + encodeURIComponent(orderNo) + '&lang=' + d.lang;
  }

  if (d.kind === 'pay') {
    var form = document.getElementById('pay-form');
    var input = document.getElementById('pay-amount');
    var button = document.getElementById('pay-button');
    var visitKey = 'pay.visit:' + d.code + ':' + (d.amount_fen == null ? '' : d.amount_fen) + ':' + (d.ticket_no == null ? '' : d.ticket_no);
    var visit = stored(visitKey);
    if (!visit || !/^[A-Za-z0-9_-]{16,64}$/.test(visit)) {
      var bytes = new Uint8Array(18);
      window.crypto.getRandomValues(bytes);
      visit = btoa(String.fromCharCode.apply(null, bytes)).replace(/[+]/g, '-').replace(/[/]/g, '_').replace(/=+$/, '');
      store(visitKey, visit);
    }
    var busy = false;
    var ready = function () { busy = false; button.disabled = false; };
    var wechatPay = function (order) {
      if (!order.wechat_jsapi) { say(T.failed); ready(); return; }
      var invoke = function () {
        window.WeixinJSBridge.invoke('getBrandWCPayRequest', order.wechat_jsapi, function (res) {
          var said = res && res.err_msg;
          if (said === 'get_brand_wcpay_request:ok') { location.href = resultUrl(order.order_no); return; }
          say(said === 'get_brand_wcpay_request:cancel' ? T.cancelled : T.failed);
          ready();
        });
      };
      if (window.WeixinJSBridge && window.WeixinJSBridge.invoke) invoke();
      else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
    };
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (busy) return;
      var fen = toFen(input.value, d.max_fen);
      if (fen === null) { say(T.amountInvalid); input.focus(); return; }
      var body = { code: d.code, amount_fen: fen, channel: d.channel, visit: visit };
      if (d.ticket_no != null) body.ticket_no = d.ticket_no;
      if (d.channel === 'wechat') {
        var payer = stored('pay.payer');
        if (d.wechat_code && !stored('pay.used:' + d.wechat_code)) body.wechat_code = d.wechat_code;
        else if (payer) body.payer = payer;
        else if (d.reauthorize_url) { location.href = d.reauthorize_url; return; }
        if (body.wechat_code) store('pay.used:' + body.wechat_code, '1');
      }
      busy = true;
      button.disabled = true;
      say(T.paying, true);
      api('POST', '/api/external/payments', body).then(function (order) {
        if (order.payer) store('pay.payer', order.payer);
        if (order.status !== 'created') { location.href = resultUrl(order.order_no); return; }
        if (d.channel === 'alipay') {
          if (order.alipay_url) location.href = order.alipay_url;
          else { say(T.failed); ready(); }
          return;
        }
        wechatPay(order);
      }, function (error) {
        say(error.answered ? error.message : T.network);
        ready();
      });
    });
    // Back from the wallet's page (kept in the back-forward cache): the button works again.
    window.addEventListener('pageshow', function (event) { if (event.persisted) { ready(); say(''); } });
  }

  if (d.kind === 'result') {
    var refresh = document.getElementById('pay-refresh');
    var polling = false;
    var poll = function () {
      if (polling) return;
      polling = true;
      refresh.disabled = true;
      say(T.checking, true);
      var until = Date.now() + 30000;
      var next = function () {
        if (Date.now() < until) { setTimeout(ask, 2000); return; }
        polling = false;
        refresh.disabled = false;
        say(T.stillNotPaid, true);
      };
      var ask = function () {
        api('GET', '/api/external/payments/' + encodeURIComponent(d.order_no)).then(function (order) {
          if (order.status !== 'created') location.reload();
          else next();
        }, next);
      };
      ask();
    };
    refresh.addEventListener('click', poll);
    poll();
  }
})();
`;
