// Written by scripts/function-facts.ts from content/business.ts (npm run facts): change them there, not here.
/** The business facts the e-mail functions use (a deployed function sees only supabase/functions). */
export const business = {
  "name": "Coastal Craft Remodeling",
  "email": "sales@coastalcraft.example",
  "phone": "(619) 555-0142",
  "hours": "Monday-Friday, 8am-6pm",
  "replyPromise": "within 24 hours",
  "licenseNumber": "B-1061681",
  "licenseLookupUrl": "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=1061681"
} as const
