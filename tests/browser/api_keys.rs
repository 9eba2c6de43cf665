//! API keys and the audit log from the Rust API: keys listed and renamed,
//! and the writes that made them found in the log, as a page and as an
//! export chunk of JSON lines.

use browser_cloud_sdk::model::{
    APIKeyCreateParams, APIKeyUpdateParams, AuditLogExportChunkQuery, ListAPIKeysQuery,
    ListAuditLogsQuery,
};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, unique};

const START: &str = "2000-01-01T00:00:00Z";
const END: &str = "2100-01-01T00:00:00Z";

#[wasm_bindgen_test]
async fn keys_are_listed_renamed_and_their_writes_audited() {
    let client = client();
    let name = unique("rust-key");
    let created = client
        .api_keys()
        .create(&APIKeyCreateParams::new(&name).days_to_expire(3))
        .await
        .unwrap();
    let listed = client
        .api_keys()
        .list(&ListAPIKeysQuery::default().name(&name))
        .await
        .unwrap();
    assert_eq!(listed.items.len(), 1);
    assert!(listed.items[0].expires_at.is_some());
    let renamed = format!("{name}-renamed");
    let updated = client
        .api_keys()
        .update(&created.id, &APIKeyUpdateParams::new(&renamed))
        .await
        .unwrap();
    assert_eq!(updated.name, renamed);
    let path = format!("/org/api_keys/{}", created.id);
    let query = ListAuditLogsQuery::new(END, START).search(&path);
    let entries = client.audit_logs().list(&query).await.unwrap();
    assert_eq!(entries.items[0].method, "PATCH");
    assert_eq!(entries.items[0].status, 200.0);
    let chunk = client
        .audit_logs()
        .export_chunk(&AuditLogExportChunkQuery::new(END, START).search(&path))
        .await
        .unwrap();
    let text = String::from_utf8(chunk).unwrap();
    assert_eq!(text.lines().count(), 1);
    assert!(text.contains("\"PATCH\""), "{text}");
    client.api_keys().delete(&created.id).await.unwrap();
    let refused = client
        .api_keys()
        .create(&APIKeyCreateParams::new(""))
        .await
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidInput);
    assert!(refused.to_string().contains("name"));
}
