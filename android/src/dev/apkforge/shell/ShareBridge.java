package dev.apkforge.shell;

import android.content.ClipData;
import android.content.Intent;
import android.net.Uri;
import android.webkit.ValueCallback;
import android.webkit.WebMessage;
import android.webkit.WebMessagePort;
import android.webkit.WebView;
import java.io.File;
import java.io.FileOutputStream;
import java.util.ArrayList;
import java.util.UUID;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * Sharing (docs/shell-contract.md "Sharing"). Out: WebView has no navigator.share, so the site's pages
 * (its own origins only) get navigator.share and navigator.canShare from a script that talks to the app
 * through one message port posted to that exact origin, as the blob bridge does (DownloadStarter; never
 * addJavascriptInterface, which every frame would see). The app opens the system share sheet with the
 * text, the link and the page's files. In: text shared to the app opens the link in it when that link is
 * the site's, else the start page, which receives the text as a message.
 */
final class ShareBridge extends WebMessagePort.WebMessageCallback implements ValueCallback<String> {
    // The Web Share API over our port (n: the nonce the port arrives with, m: the files' byte limit). Data is
    // checked as the specification says (TypeError, NotAllowedError without a tap or over the limit); files are
    // read as data: URLs and sent with the text. One share at a time; it resolves once the sheet opens.
    private static final String SCRIPT = "(function(n,m){var N=navigator,p,w;if(N.share&&!N.share.a)return;"
            + "addEventListener('message',function h(e){if(e.data!==n||!e.ports[0])return;removeEventListener('message',h);"
            + "p=e.ports[0];p.onmessage=function(e){var r=w;w=0;r&&(e.data?r[1](E(e.data)):r[0]())}});"
            + "function E(t){return new DOMException('',t)}"
            + "function c(d){var f=d&&d.files||[],s=0,u=d&&d.url;if(!d||!(d.title||d.text||u||f.length))throw TypeError();"
            + "if(u!=null)u=new URL(u,location).href;for(var i=0;i<f.length;i++){if(!(f[i]instanceof File))throw TypeError();s+=f[i].size}"
            + "if(s>m)throw E('NotAllowedError');return{t:d.title,x:d.text,u:u}}"
            + "N.canShare=function(d){try{return!!c(d)}catch(e){return!1}};"
            + "N.share=function(d){return new Promise(function(o,x){var s=c(d),a=N.userActivation;"
            + "if(a&&!a.isActive||!p)throw E('NotAllowedError');if(w)throw E('InvalidStateError');w=[o,x];"
            + "Promise.all([].map.call(d.files||[],function(f){return new Promise(function(o,x){var g=new FileReader;"
            + "g.onload=function(){o({n:f.name,d:g.result})};g.onerror=x;g.readAsDataURL(f)})}))"
            + ".then(function(f){s.f=f;p.postMessage(JSON.stringify(s))},function(){w=0;x(E('DataError'))})})};"
            + "N.share.a=1;return n})(";
    /** What a page may share at once (its files, decoded in memory), as for page downloads. */
    private static final int MAX_FILES = DownloadStarter.MAX_PAGE_FILE;

    private final MainActivity activity;
    private WebMessagePort port;
    private WebMessagePort theirPort;
    private String nonce;
    private String origin;
    /** Text shared to the app, for the start page once it has loaded. */
    private String offer;

    ShareBridge(MainActivity activity) {
        this.activity = activity;
    }

    /** A page of the main frame became visible: the site's pages get navigator.share. */
    void onPageVisible(WebView web, String url) {
        if (port != null) port.close();
        if (theirPort != null) theirPort.close();
        port = null;
        theirPort = null;
        String pageOrigin = LinkRules.originOf(url);
        if (pageOrigin == null || !activity.config.isSite(LinkRules.hostOf(url))) return;
        WebMessagePort[] ports = web.createWebMessageChannel();
        port = ports[0];
        port.setWebMessageCallback(this);
        theirPort = ports[1];
        nonce = "apkforge-share-" + UUID.randomUUID();
        origin = pageOrigin;
        web.evaluateJavascript(SCRIPT + JSONObject.quote(nonce) + "," + MAX_FILES + ")", this);
    }

    // The script is listening (it answers its nonce): hand it our port once, addressed to the page's origin only.
    // An older page's answer, or a page with a share of its own (no answer), gets nothing.
    @Override
    public void onReceiveValue(String value) {
        WebView web = activity.webView();
        if (theirPort == null || web == null || !JSONObject.quote(nonce).equals(value)) return;
        web.postWebMessage(new WebMessage(nonce, new WebMessagePort[] {theirPort}), Uri.parse(origin));
        theirPort = null;
    }

    @Override
    public void onMessage(WebMessagePort from, WebMessage message) {
        String data = message.getData();
        if (from != port) return;
        String error;
        try {
            // At most the files' limit as base64, and their names and texts.
            if (data.length() > MAX_FILES / 3 * 4 + 65536) throw new IllegalArgumentException();
            error = share(new JSONObject(data)) ? null : "AbortError";
        } catch (Exception e) {
            error = "DataError";
        }
        try {
            port.postMessage(new WebMessage(error));
        } catch (RuntimeException e) {
            // the page went away meanwhile: nobody waits for the answer
        }
    }

    // ACTION_SEND (SEND_MULTIPLE for several files): the text and the link as one text, the files as streams.
    private boolean share(JSONObject data) throws Exception {
        String text = (field(data, "x") + " " + field(data, "u")).trim();
        JSONArray files = data.optJSONArray("f");
        ArrayList<Uri> streams = new ArrayList<Uri>();
        String type = files == null || files.length() == 0 ? "text/plain" : null;
        for (int i = 0; files != null && i < files.length(); i++) {
            JSONObject file = files.getJSONObject(i);
            DataUrl bytes = DataUrl.parse(file.getString("d"), MAX_FILES);
            String name = ShellRules.safeFileName(file.optString("n"), "file").replaceAll("[^A-Za-z0-9._-]", "_");
            File out = new File(CaptureProvider.directory(activity), "share-" + i + "-" + name);
            FileOutputStream stream = new FileOutputStream(out);
            try {
                stream.write(bytes.bytes);
            } finally {
                stream.close();
            }
            streams.add(CaptureProvider.uriFor(activity, out));
            type = type == null || type.equals(bytes.mimeType) ? bytes.mimeType : "*/*";
        }
        Intent send = new Intent(streams.size() > 1 ? Intent.ACTION_SEND_MULTIPLE : Intent.ACTION_SEND).setType(type);
        if (!text.isEmpty()) send.putExtra(Intent.EXTRA_TEXT, text);
        if (!field(data, "t").isEmpty()) send.putExtra(Intent.EXTRA_SUBJECT, field(data, "t"));
        if (streams.size() == 1) send.putExtra(Intent.EXTRA_STREAM, streams.get(0));
        if (streams.size() > 1) send.putParcelableArrayListExtra(Intent.EXTRA_STREAM, streams);
        if (!streams.isEmpty()) {
            // The grant travels with the ClipData to whichever app the user picks.
            ClipData clip = ClipData.newRawUri("", streams.get(0));
            for (int i = 1; i < streams.size(); i++) clip.addItem(new ClipData.Item(streams.get(i)));
            send.setClipData(clip);
            send.addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION);
        }
        return activity.links.start(Intent.createChooser(send, null));
    }

    // org.json reads null as "null": an absent or null field is no text.
    private static String field(JSONObject data, String key) {
        return data.isNull(key) ? "" : data.optString(key);
    }

    /**
     * The URL to open for text shared to the app (SEND text/plain): its first link when that is the
     * site's, else the start page, which is then offered the text. null for any other intent.
     */
    String sharedUrl(Intent intent) {
        if (intent == null || !Intent.ACTION_SEND.equals(intent.getAction())) return null;
        String text = intent.getStringExtra(Intent.EXTRA_TEXT);
        String link = ShellRules.firstWebUrl(text);
        if (link != null && activity.config.isSite(LinkRules.hostOf(link))) return link;
        offer = "{\"type\":\"apkforge-share\",\"title\":" + JSONObject.quote(intent.getStringExtra(Intent.EXTRA_SUBJECT))
                + ",\"text\":" + JSONObject.quote(text) + "}";
        return activity.config.startUrl;
    }

    /** A page finished loading: a pending shared text goes to it when it is the site's. */
    void onPageFinished(WebView web, String url) {
        String pageOrigin = LinkRules.originOf(url);
        if (offer == null || pageOrigin == null || !activity.config.isSite(LinkRules.hostOf(url))) return;
        web.postWebMessage(new WebMessage(offer), Uri.parse(pageOrigin));
        offer = null;
    }
}
