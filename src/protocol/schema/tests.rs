use super::*;

/// Every object reachable from a type, depth first.
fn reachable(ty: &'static Ty, out: &mut Vec<&'static str>) {
    match ty {
        Ty::Object(def) => object(def, out),
        Ty::Union(u) => {
            for (_, def) in u.variants {
                object(def, out);
            }
        }
        Ty::Array(item) | Ty::Map(item) => reachable(item, out),
        _ => {}
    }
}

fn object(def: &'static ObjectDef, out: &mut Vec<&'static str>) {
    if !out.contains(&def.name) {
        out.push(def.name);
        for f in def.fields {
            reachable(&f.ty, out);
        }
    }
}

#[test]
fn every_reachable_object_is_listed_once() {
    let mut seen = Vec::new();
    for &shape in ALL_SHAPES {
        reachable(root(shape), &mut seen);
    }
    let listed: Vec<_> = OBJECTS.iter().map(|d| d.name).collect();
    for name in &seen {
        assert_eq!(listed.iter().filter(|n| *n == name).count(), 1, "{name}");
    }
    assert_eq!(seen.len(), listed.len(), "an object is listed but unused");
}

#[test]
fn objects_fit_the_validators_bit_masks() {
    for def in OBJECTS {
        assert!(def.fields.len() <= 64, "{}", def.name);
    }
}

#[test]
fn field_names_are_unique_within_each_object() {
    for def in OBJECTS {
        for (i, f) in def.fields.iter().enumerate() {
            assert_eq!(
                def.position(|n| n == f.name),
                Some(i),
                "{}.{}",
                def.name,
                f.name
            );
        }
    }
}

#[test]
fn update_shares_the_create_fields_but_domain_and_profile_name() {
    let create = &auth_connection::AUTH_CONNECTION_CREATE;
    let update = &auth_connection::AUTH_CONNECTION_UPDATE;
    assert_eq!(create.fields.len(), update.fields.len() + 2);
    assert!(update
        .position(|n| n == "domain" || n == "profile_name")
        .is_none());
    assert!(update.fields.iter().all(|f| !f.is_required()));
}

#[test]
fn deprecated_fields_are_the_spec_list() {
    let mut found: Vec<String> = Vec::new();
    for def in OBJECTS {
        for f in def.fields.iter().filter(|f| f.is_deprecated()) {
            found.push(format!("{}.{}", def.name, f.name));
        }
    }
    found.sort();
    assert_eq!(
        found,
        [
            "AuthConnection.browser_telemetry",
            "AuthConnection.last_auth_at",
            "AuthConnection.proxy_id",
            "AuthConnectionCreateParams.browser_telemetry",
            "AuthConnectionCreateParams.proxy",
            "AuthConnectionUpdateParams.browser_telemetry",
            "AuthConnectionUpdateParams.proxy",
            "OrgLimitsUpdateParams.max_pooled_sessions",
            "ProjectLimits.max_pooled_sessions",
            "ProjectLimitsUpdateParams.max_pooled_sessions",
        ]
    );
}

#[test]
fn flow_event_variants_carry_their_tag_as_a_literal() {
    for u in UNIONS {
        for (tag, def) in u.variants {
            let i = def.position(|n| n == u.tag).expect("tag field");
            assert!(matches!(def.fields[i].ty, Ty::Literal(t) if t == *tag));
            assert!(def.fields[i].is_required());
        }
    }
}

#[test]
fn the_two_mfa_sets_differ_as_the_spec_says() {
    assert!(enums::MFA_METHOD.values.contains(&"passkey"));
    assert!(!enums::MFA_TYPE.values.contains(&"passkey"));
    assert!(enums::MFA_METHOD.values.contains(&"other"));
    assert!(!enums::MFA_TYPE.values.contains(&"other"));
}
