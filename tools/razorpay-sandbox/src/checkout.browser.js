/*
 * Razorpay sandbox Checkout: the same global API as https://checkout.razorpay.com/v1/checkout.js
 * (new Razorpay(options), .open(), .close(), .on('payment.failed', cb)), with a small accessible modal whose
 * Pay / Fail / Close buttons drive `handler`, the `payment.failed` event and `modal.ondismiss`.
 * Served by tools/razorpay-sandbox; __SANDBOX_ORIGIN__ is replaced with the sandbox's origin when served.
 * Plain ES5-compatible script: it runs in whatever browser the local stack is tested with.
 */
(function () {
  'use strict';
  var SANDBOX_ORIGIN = '__SANDBOX_ORIGIN__';
  var STYLE_ID = 'razorpay-sandbox-style';
  var CSS =
    '#razorpay-sandbox-overlay{position:fixed;inset:0;background:rgba(15,23,42,.55);display:flex;align-items:center;' +
    'justify-content:center;z-index:2147483647;font:16px/1.4 system-ui,sans-serif}' +
    '#razorpay-sandbox-modal{background:#fff;color:#0f172a;border-radius:12px;padding:24px;width:min(92vw,360px);' +
    'box-shadow:0 20px 50px rgba(0,0,0,.35)}' +
    '#razorpay-sandbox-modal h2{margin:0 0 4px;font-size:1.15rem}' +
    '#razorpay-sandbox-modal .rzp-amount{font-size:1.6rem;font-weight:700;margin:12px 0}' +
    '#razorpay-sandbox-modal .rzp-note{font-size:.8rem;color:#475569;margin:0 0 12px}' +
    '#razorpay-sandbox-modal .rzp-status{min-height:1.4em;font-size:.9rem;color:#b91c1c}' +
    '#razorpay-sandbox-modal .rzp-actions{display:flex;gap:8px;margin-top:12px}' +
    '#razorpay-sandbox-modal button{flex:1;padding:10px;border-radius:8px;border:1px solid #334155;background:#fff;' +
    'color:#0f172a;font:inherit;cursor:pointer}' +
    '#razorpay-sandbox-modal button.rzp-pay{background:#1d4ed8;border-color:#1d4ed8;color:#fff}' +
    '#razorpay-sandbox-modal button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
    '#razorpay-sandbox-modal button[disabled]{opacity:.6;cursor:wait}';

  function formatAmount(amount, currency) {
    var value = Number(amount) / 100;
    if (!isFinite(value)) return '';
    var text = value.toFixed(2);
    return currency && currency !== 'INR' ? currency + ' ' + text : '\u20B9' + text;
  }

  function post(path, body, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', SANDBOX_ORIGIN + path);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = function () {
      var parsed;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch (ignored) {
        parsed = null;
      }
      done(xhr.status, parsed);
    };
    xhr.onerror = function () {
      done(0, null);
    };
    xhr.send(JSON.stringify(body));
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    for (var name in attributes) {
      if (Object.prototype.hasOwnProperty.call(attributes, name)) node.setAttribute(name, attributes[name]);
    }
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: the key option is required');
    this._options = options;
    this._listeners = {};
    this._overlay = null;
    this._previousFocus = null;
    this._onKeyDown = null;
  }

  Razorpay.prototype.on = function (eventName, callback) {
    if (typeof callback === 'function') {
      (this._listeners[eventName] = this._listeners[eventName] || []).push(callback);
    }
    return this;
  };

  Razorpay.prototype._emit = function (eventName, payload) {
    var listeners = (this._listeners[eventName] || []).slice();
    for (var index = 0; index < listeners.length; index += 1) listeners[index](payload);
  };

  Razorpay.prototype._payload = function () {
    var options = this._options;
    return {
      key: options.key,
      order_id: options.order_id || null,
      amount: options.amount,
      currency: options.currency || 'INR',
      description: options.description || null,
      notes: options.notes || {},
      prefill: options.prefill || {},
    };
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var self = this;
    var options = this._options;
    if (!document.getElementById(STYLE_ID)) {
      var style = element('style', { id: STYLE_ID });
      style.textContent = CSS;
      document.head.appendChild(style);
    }
    var overlay = element('div', { id: 'razorpay-sandbox-overlay', 'data-testid': 'razorpay-sandbox-overlay' });
    var modal = element('div', {
      id: 'razorpay-sandbox-modal',
      'data-testid': 'razorpay-sandbox-modal',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'razorpay-sandbox-title',
      'aria-describedby': 'razorpay-sandbox-description',
    });
    modal.appendChild(
      element(
        'h2',
        { id: 'razorpay-sandbox-title', 'data-testid': 'razorpay-sandbox-merchant' },
        options.name || 'Razorpay Sandbox',
      ),
    );
    modal.appendChild(
      element(
        'p',
        { id: 'razorpay-sandbox-description', 'data-testid': 'razorpay-sandbox-description' },
        options.description || '',
      ),
    );
    modal.appendChild(
      element(
        'p',
        { class: 'rzp-amount', 'data-testid': 'razorpay-sandbox-amount' },
        formatAmount(options.amount, options.currency),
      ),
    );
    modal.appendChild(element('p', { class: 'rzp-note' }, 'Razorpay sandbox: test mode, no real money moves.'));
    var status = element(
      'p',
      { class: 'rzp-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'razorpay-sandbox-status' },
      '',
    );
    modal.appendChild(status);
    var actions = element('div', { class: 'rzp-actions' });
    var pay = element('button', { type: 'button', class: 'rzp-pay', 'data-testid': 'razorpay-sandbox-pay' }, 'Pay');
    var fail = element('button', { type: 'button', 'data-testid': 'razorpay-sandbox-fail' }, 'Fail');
    var close = element('button', { type: 'button', 'data-testid': 'razorpay-sandbox-close' }, 'Close');
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(close);
    modal.appendChild(actions);
    overlay.appendChild(modal);

    var buttons = [pay, fail, close];
    function busy(isBusy) {
      for (var index = 0; index < buttons.length; index += 1) buttons[index].disabled = isBusy;
      modal.setAttribute('aria-busy', isBusy ? 'true' : 'false');
    }

    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = 'Processing payment\u2026';
      post('/v1/checkout/pay', self._payload(), function (code, body) {
        busy(false);
        if (code === 200 && body && body.razorpay_payment_id) {
          self._teardown();
          if (typeof options.handler === 'function') options.handler(body);
          return;
        }
        if (body && body.error) {
          status.textContent = body.error.description;
          self._emit('payment.failed', body);
          return;
        }
        status.textContent = 'The Razorpay sandbox could not be reached.';
      });
    });

    fail.addEventListener('click', function () {
      busy(true);
      status.textContent = 'Processing payment\u2026';
      post('/v1/checkout/fail', self._payload(), function (code, body) {
        busy(false);
        if (body && body.error) {
          // Like real Checkout, the modal stays open after a failure so the payer can retry or close it.
          status.textContent = body.error.description;
          self._emit('payment.failed', body);
          return;
        }
        status.textContent = 'The Razorpay sandbox could not be reached.';
      });
    });

    close.addEventListener('click', function () {
      self._dismiss();
    });

    this._onKeyDown = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        self._dismiss();
        return;
      }
      if (event.key === 'Tab') {
        // Keep focus inside the dialog.
        var first = buttons[0];
        var last = buttons[buttons.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', this._onKeyDown, true);
    this._previousFocus = document.activeElement;
    this._overlay = overlay;
    document.body.appendChild(overlay);
    pay.focus();
    return this;
  };

  Razorpay.prototype._teardown = function () {
    if (!this._overlay) return false;
    document.removeEventListener('keydown', this._onKeyDown, true);
    if (this._overlay.parentNode) this._overlay.parentNode.removeChild(this._overlay);
    this._overlay = null;
    if (this._previousFocus && typeof this._previousFocus.focus === 'function') this._previousFocus.focus();
    return true;
  };

  Razorpay.prototype._dismiss = function () {
    if (this._teardown()) {
      var modalOptions = this._options.modal;
      if (modalOptions && typeof modalOptions.ondismiss === 'function') modalOptions.ondismiss();
    }
  };

  /** Closes the modal from code (no ondismiss: the page asked for it). */
  Razorpay.prototype.close = function () {
    this._teardown();
  };

  window.Razorpay = Razorpay;
})();
