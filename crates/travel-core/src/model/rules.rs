//! Fare rules: what an offer's fare allows (refund, exchange, revalidation...) and at
//! what penalty. Part of a priced offer (`fareRules`) and of pricing's detailed rules.

use serde::{Deserialize, Serialize};

/// `fareRules` of a priced offer: penalties in one currency.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct FareRules {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    #[serde(default)]
    pub rules: Vec<TermAndCondition>,
}

/// One rule: `REFUND`, `EXCHANGE`, `REVALIDATION`, `REISSUE`, `REBOOK`, `CANCELLATION`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TermAndCondition {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub circumstances: Option<String>,
    /// `true`: the operation is not allowed at all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_applicable: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_penalty_amount: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub descriptions: Vec<Description>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Description {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description_type: Option<String>,
    #[serde(default)]
    pub text: String,
}
