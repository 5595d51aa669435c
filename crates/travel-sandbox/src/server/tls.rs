//! HTTPS for `sandbox serve`: rustls (ring) with a certificate made at start or read
//! from files, HTTP/2 and HTTP/1.1 offered by ALPN.
//!
//! A certificate made at start is signed by a certificate authority made with it, whose
//! certificate (PEM) is written where the apps' tests can trust it (`curl --cacert`,
//! `SSL_CERT_FILE`, `NODE_EXTRA_CA_CERTS`). Both are new at every start and their
//! keys never leave the process: trusting the file trusts this server only while it runs.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, Issuer, KeyPair, KeyUsagePurpose};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio_rustls::TlsAcceptor;

use crate::failure::Failure;

/// How `sandbox serve` speaks HTTPS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tls {
    /// A certificate made at start for localhost, the loopback addresses, the address
    /// bound and these names, its authority's certificate written to `ca_file`.
    Made {
        ca_file: PathBuf,
        names: Vec<String>,
    },
    /// A certificate chain and its private key, read from PEM files.
    Files { cert: PathBuf, key: PathBuf },
}

/// The acceptor for a server's connections, and where its authority was written.
pub struct Prepared {
    pub acceptor: TlsAcceptor,
    pub ca_file: Option<PathBuf>,
}

/// Make or read the certificate, and write the authority's where `tls` says.
pub fn prepare(tls: &Tls, bound: IpAddr) -> Result<Prepared, Failure> {
    let failed = |m: String| Failure::Tls(m);
    let (chain, key, ca_file) = match tls {
        Tls::Made { ca_file, names } => {
            let made = make(&names_for(bound, names)).map_err(failed)?;
            crate::files::write_whole(ca_file, made.ca_pem.as_bytes()).map_err(|e| {
                failed(format!(
                    "cannot write the CA certificate to {}: {e}",
                    ca_file.display()
                ))
            })?;
            (made.chain, made.key, Some(ca_file.clone()))
        }
        Tls::Files { cert, key } => {
            let (chain, key) = read(cert, key).map_err(failed)?;
            (chain, key, None)
        }
    };
    // AES-128-GCM first, whatever the client prefers: as sound for a test server as
    // AES-256, and it encrypts a search's few hundred kilobytes faster
    let mut provider = rustls::crypto::ring::default_provider();
    provider
        .cipher_suites
        .sort_by_key(|s| s.suite() != rustls::CipherSuite::TLS13_AES_128_GCM_SHA256);
    let mut config = rustls::ServerConfig::builder_with_provider(Arc::new(provider))
        .with_safe_default_protocol_versions()
        .map_err(|e| failed(e.to_string()))?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| failed(format!("the certificate and key do not make a server: {e}")))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    config.ignore_client_order = true;
    Ok(Prepared {
        acceptor: TlsAcceptor::from(Arc::new(config)),
        ca_file,
    })
}

/// The names a certificate made at start is for: the ones a client on this machine
/// uses, the address bound (unless it is every address) and the names asked for.
fn names_for(bound: IpAddr, more: &[String]) -> Vec<String> {
    let mut names: Vec<String> = ["localhost", "127.0.0.1", "::1"].map(String::from).into();
    if !bound.is_unspecified() {
        names.push(bound.to_string());
    }
    for name in more {
        names.push(name.clone());
    }
    let mut seen = std::collections::BTreeSet::new();
    names.retain(|n| {
        seen.insert(
            n.parse::<IpAddr>()
                .map_or_else(|_| n.to_ascii_lowercase(), |ip| ip.to_string()),
        )
    });
    names
}

struct Made {
    chain: Vec<CertificateDer<'static>>,
    key: PrivateKeyDer<'static>,
    ca_pem: String,
}

/// A certificate authority, and a server certificate it signs for `names`.
fn make(names: &[String]) -> Result<Made, String> {
    let failed = |e: rcgen::Error| format!("cannot make a certificate: {e}");
    let mut ca = CertificateParams::new(Vec::<String>::new()).map_err(failed)?;
    ca.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    ca.distinguished_name
        .push(DnType::CommonName, "travel sandbox CA (made at start)");
    ca.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    let ca_key = KeyPair::generate().map_err(failed)?;
    let ca_cert = ca.self_signed(&ca_key).map_err(failed)?;
    let issuer = Issuer::new(ca, ca_key);

    let mut leaf = CertificateParams::new(names.to_vec())
        .map_err(|e| format!("cannot make a certificate for {names:?}: {e}"))?;
    leaf.distinguished_name
        .push(DnType::CommonName, "travel sandbox");
    leaf.use_authority_key_identifier_extension = true;
    leaf.key_usages = vec![KeyUsagePurpose::DigitalSignature];
    leaf.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ServerAuth];
    let leaf_key = KeyPair::generate().map_err(failed)?;
    let leaf_cert = leaf.signed_by(&leaf_key, &issuer).map_err(failed)?;
    Ok(Made {
        chain: vec![leaf_cert.der().clone(), ca_cert.der().clone()],
        key: PrivatePkcs8KeyDer::from(leaf_key.serialize_der()).into(),
        ca_pem: ca_cert.pem(),
    })
}

/// A certificate chain and its key from PEM files.
fn read(
    cert: &Path,
    key: &Path,
) -> Result<(Vec<CertificateDer<'static>>, PrivateKeyDer<'static>), String> {
    let chain = CertificateDer::pem_file_iter(cert)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("cannot read certificates from {}: {e}", cert.display()))?;
    if chain.is_empty() {
        return Err(format!("no certificate in {}", cert.display()));
    }
    let key = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| format!("cannot read a private key from {}: {e}", key.display()))?;
    Ok((chain, key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_made_certificate_names_this_machine_and_the_address_bound() {
        let names = names_for(
            "10.1.2.3".parse().unwrap(),
            &["Sandbox.test".into(), "localhost".into()],
        );
        assert_eq!(
            names,
            ["localhost", "127.0.0.1", "::1", "10.1.2.3", "Sandbox.test"]
        );
        assert_eq!(names_for("0.0.0.0".parse().unwrap(), &[]).len(), 3);
        let made = make(&names).unwrap();
        assert_eq!(made.chain.len(), 2);
        assert!(
            made.ca_pem.starts_with("-----BEGIN CERTIFICATE-----"),
            "{}",
            made.ca_pem
        );
    }

    #[test]
    fn files_that_are_not_a_certificate_and_key_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let (cert, key) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
        std::fs::write(&cert, "not a certificate").unwrap();
        std::fs::write(&key, "not a key").unwrap();
        let tls = Tls::Files {
            cert: cert.clone(),
            key,
        };
        let Err(Failure::Tls(why)) = prepare(&tls, "127.0.0.1".parse().unwrap()) else {
            panic!("refused");
        };
        assert!(why.contains("cert.pem"), "{why}");
    }
}
