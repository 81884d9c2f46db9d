/**
 * The suite's own rules, shaped like the product's data model (users, requests per user,
 * public plans) plus open areas for query and write mechanics. Sent as text with comments,
 * since the real service accepts comments in rules.
 */
export const FIXTURE_RULES = `{
  // Public catalogue.
  "rules": {
    "plans": { ".read": true, ".indexOn": ["order"] },
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        ".write": "auth != null && auth.uid == $uid",
        ".validate": "newData.hasChildren(['email'])",
        "email": { ".validate": "newData.isString() && newData.val().length <= 320 && newData.val() == auth.token.email" },
        "updatedAt": { ".validate": "newData.val() == now" },
        "$other": { ".validate": false }
      }
    },
    "requests": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        ".indexOn": ["createdAt"],
        "$requestId": {
          /* Only verified email/password users create; paid requests are frozen. */
          ".write": "auth != null && auth.uid == $uid && auth.token.email_verified == true && auth.token.firebase.sign_in_provider == 'password' && (!data.exists() || data.child('paymentStatus').val() == 'unpaid')",
          ".validate": "newData.hasChildren(['createdAt', 'status']) && newData.child('status').val().matches(/^(Queued|in_review|completed)$/)"
        }
      }
    },
    "presence": { "$uid": { ".read": "auth != null", ".write": "auth != null && auth.uid == $uid" } },
    "counters": { ".read": "auth != null", ".write": "auth != null", "$name": { ".validate": "newData.isNumber() || newData.hasChildren()" } },
    "shared": { ".read": "auth != null", ".write": "auth != null" },
    "scores": { ".read": true, ".write": true, "$list": { ".indexOn": ["score", "n", ".value"] } },
    "unindexed": { ".read": true, ".write": true },
    "byOwner": {
      ".read": "auth != null && query.orderByChild == 'owner' && query.equalTo == auth.uid",
      ".indexOn": ["owner"],
      "$id": { ".write": "auth != null && newData.child('owner').val() == auth.uid" }
    },
    "private": { ".read": false, ".write": false }
  }
}
`;
