import { bool } from '../core/res/res-value.js';
import { element, plainAttr, type XmlDocument, type XmlElement } from '../core/xml/xml-model.js';

/**
 * The shell keeps nothing of its own in its data folder: everything there is WebView state (cookies,
 * so signed-in sessions, and site storage). Every domain is excluded: a backup restored on another
 * device would clone sessions, and a stale site cache is worth nothing.
 */
const DATA_DOMAINS = ['root', 'file', 'database', 'sharedpref', 'external'];

const excludeAll = (): XmlElement[] =>
  DATA_DOMAINS.map((domain) => element('exclude', [plainAttr('domain', domain), plainAttr('path', '.')]));

const document = (root: XmlElement): XmlDocument => ({ namespaces: [], root });

/**
 * res/xml/apkforge_extraction.xml, android:dataExtractionRules: API 31+ device-to-device transfer, the one
 * copy allowBackup=false does not stop. No cloud-backup section: allowBackup=false already stops cloud backups
 * on every API level, so such a section would never be read (docs/shell-contract.md "Manifest").
 */
export function dataExtractionRules(): XmlDocument {
  return document(element('data-extraction-rules', [], [element('device-transfer', [], excludeAll())]));
}

/**
 * res/xml/apkforge_network.xml, android:networkSecurityConfig for an http start URL: cleartext for those
 * hosts exactly (no subdomains) and nowhere else, where usesCleartextTraffic=true would allow it everywhere.
 */
export function networkSecurityConfig(hosts: readonly string[]): XmlDocument {
  return document(
    element(
      'network-security-config',
      [],
      [
        element('base-config', [plainAttr('cleartextTrafficPermitted', bool(false))]),
        element(
          'domain-config',
          [plainAttr('cleartextTrafficPermitted', bool(true))],
          hosts.map((host) => ({ ...element('domain', [plainAttr('includeSubdomains', bool(false))]), text: host })),
        ),
      ],
    ),
  );
}
