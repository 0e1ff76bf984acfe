/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SiteTextsUpdate = {
  /**
   * About: contact button
   */
  aboutContactButton?: string;
  /**
   * About eyebrow
   */
  aboutEyebrow?: string;
  /**
   * Dashboard: account card text
   */
  accountCardText?: string;
  /**
   * Dashboard: account card title
   */
  accountCardTitle?: string;
  /**
   * Account: after deleting it
   */
  accountDeletedText?: string;
  /**
   * Account page heading
   */
  accountHeading?: string;
  /**
   * Analysis report: link home when the report cannot be read
   */
  analysisBackHome?: string;
  /**
   * Analysis report: call to action
   */
  analysisCallToAction?: string;
  /**
   * Analysis report: call-to-action button
   */
  analysisCallToActionButton?: string;
  /**
   * Analysis report: before the reason a site could not be checked
   */
  analysisCouldNotCheck?: string;
  /**
   * Analysis report: critical issues heading
   */
  analysisCriticalHeading?: string;
  /**
   * Analysis report: under the critical issues heading
   */
  analysisCriticalWhy?: string;
  /**
   * Analysis report: when it could not be finished
   */
  analysisFailed?: string;
  /**
   * Analysis report: verdict for a score of 50 to 89
   */
  analysisFair?: string;
  /**
   * Analysis report: verdict for a score of 90 or more
   */
  analysisGood?: string;
  /**
   * Analysis report: heading
   */
  analysisHeading?: string;
  /**
   * Analysis report: before each fix
   */
  analysisHowToFix?: string;
  /**
   * Analysis report: pages not listed ({count} is the number)
   */
  analysisMorePages?: string;
  /**
   * Analysis report: name of the call to action for screen readers
   */
  analysisNextLabel?: string;
  /**
   * Analysis report: when every check passed
   */
  analysisNoIssues?: string;
  /**
   * Analysis report: notices heading
   */
  analysisNoticesHeading?: string;
  /**
   * Analysis report: under the notices heading
   */
  analysisNoticesWhy?: string;
  /**
   * Analysis report: packages button
   */
  analysisPackagesButton?: string;
  /**
   * Analysis report: pages a finding affects ({count} is the number)
   */
  analysisPagesAffected?: string;
  /**
   * Analysis report: pages checked ({count} is the number)
   */
  analysisPagesChecked?: string;
  /**
   * Analysis report: PDF link
   */
  analysisPdfLink?: string;
  /**
   * Analysis report: verdict for a score under 50
   */
  analysisPoor?: string;
  /**
   * Analysis report: before the check starts
   */
  analysisQueued?: string;
  /**
   * Analysis report: when it is ready
   */
  analysisReady?: string;
  /**
   * Analysis report: while pages are checked
   */
  analysisRunning?: string;
  /**
   * Analysis report: while the site is checked
   */
  analysisWaiting?: string;
  /**
   * Analysis report: warnings heading
   */
  analysisWarningsHeading?: string;
  /**
   * Analysis report: under the warnings heading
   */
  analysisWarningsWhy?: string;
  /**
   * Project: approve button
   */
  approvalApprove?: string;
  /**
   * Project: an approved deliverable
   */
  approvalApproved?: string;
  /**
   * Project: an approval asked
   */
  approvalAsked?: string;
  /**
   * Project: ask for changes button
   */
  approvalChanges?: string;
  /**
   * Project: changes asked ({comment} is the comment)
   */
  approvalChangesAsked?: string;
  /**
   * Project: the comment field
   */
  approvalCommentLabel?: string;
  /**
   * Project: changes asked without a comment
   */
  approvalCommentRequired?: string;
  /**
   * Free analysis form: address label
   */
  auditAddressLabel?: string;
  /**
   * Free analysis form: address placeholder
   */
  auditAddressPlaceholder?: string;
  /**
   * Free analysis form: button
   */
  auditButton?: string;
  /**
   * Free analysis form: consent box (the notice under forms follows)
   */
  auditConsent?: string;
  /**
   * Free analysis form: e-mail label
   */
  auditEmailLabel?: string;
  /**
   * Free analysis form: e-mail placeholder
   */
  auditEmailPlaceholder?: string;
  /**
   * Free analysis form: heading
   */
  auditHeading?: string;
  /**
   * Free analysis form: text above the fields
   */
  auditIntro?: string;
  /**
   * Free analysis form: name label
   */
  auditNameLabel?: string;
  /**
   * Free analysis form: phone label
   */
  auditPhoneLabel?: string;
  /**
   * Cancelled payment: dashboard link
   */
  backToDashboard?: string;
  /**
   * Account: after deleting it, home page link
   */
  backToHome?: string;
  /**
   * Password reset page: back to log-in link
   */
  backToLogin?: string;
  /**
   * Blog post: byline ({author} is the name)
   */
  blogByline?: string;
  /**
   * Blog post: free analysis link
   */
  blogCtaAnalysis?: string;
  /**
   * Blog post: call to action heading
   */
  blogCtaHeading?: string;
  /**
   * Blog post: packages link
   */
  blogCtaPackages?: string;
  /**
   * Blog post: call to action text
   */
  blogCtaText?: string;
  /**
   * Blog: reading time ({minutes} is the number)
   */
  blogMinRead?: string;
  /**
   * Blog: newer posts link
   */
  blogNewerPosts?: string;
  /**
   * Blog: no posts yet
   */
  blogNoPosts?: string;
  /**
   * Blog: older posts link
   */
  blogOlderPosts?: string;
  /**
   * Blog: between the page links
   */
  blogPageOf?: string;
  /**
   * Blog: after the heading of a later page ({page} is its number)
   */
  blogPageSuffix?: string;
  /**
   * Blog: name of the page links for screen readers
   */
  blogPagerLabel?: string;
  /**
   * Blog post: related posts heading
   */
  blogRelatedHeading?: string;
  /**
   * Blog: a tag’s heading ({tag} is its name)
   */
  blogTaggedHeading?: string;
  /**
   * Blog post: name of the tag list for screen readers
   */
  blogTagsLabel?: string;
  /**
   * Cancelled payment: heading when the order could not be updated
   */
  cancelFailedHeading?: string;
  /**
   * Cancelled payment: text when the order could not be updated
   */
  cancelFailedText?: string;
  /**
   * Cancelled payment: heading
   */
  cancelledHeading?: string;
  /**
   * Cancelled payment: heading while it is recorded
   */
  cancellingHeading?: string;
  /**
   * Order cancelled page: the spinner for screen readers
   */
  cancellingLabel?: string;
  /**
   * Case-study grid: link to all
   */
  caseStudiesAllLink?: string;
  /**
   * Case studies: filter for all
   */
  caseStudiesFilterAll?: string;
  /**
   * Case-study grid heading
   */
  caseStudiesHeading?: string;
  /**
   * Case studies: industry
   */
  caseStudiesIndustry?: string;
  /**
   * Case-study grid intro
   */
  caseStudiesIntro?: string;
  /**
   * Case studies page heading
   */
  caseStudiesListHeading?: string;
  /**
   * Case studies page intro
   */
  caseStudiesListIntro?: string;
  /**
   * Case studies: none yet
   */
  caseStudiesNone?: string;
  /**
   * Case studies: service filter
   */
  caseStudiesService?: string;
  /**
   * Case study: what we did heading
   */
  caseStudyApproach?: string;
  /**
   * Case study: link to all
   */
  caseStudyBackToList?: string;
  /**
   * Case study: challenge heading
   */
  caseStudyChallenge?: string;
  /**
   * Case study: client
   */
  caseStudyClient?: string;
  /**
   * Case study: analysis link
   */
  caseStudyCtaAnalysis?: string;
  /**
   * Case study: packages link
   */
  caseStudyCtaPackages?: string;
  /**
   * Case study: call to action ({packages} and {analysis} are the links)
   */
  caseStudyCtaText?: string;
  /**
   * Case study: gallery heading
   */
  caseStudyGallery?: string;
  /**
   * Case study: before the date
   */
  caseStudyPublished?: string;
  /**
   * Case study: results heading
   */
  caseStudyResults?: string;
  /**
   * Case study: services
   */
  caseStudyServices?: string;
  /**
   * Account: change e-mail button
   */
  changeEmailButton?: string;
  /**
   * Account: change e-mail heading
   */
  changeEmailHeading?: string;
  /**
   * Account: change password button
   */
  changePasswordButton?: string;
  /**
   * Account: change password heading
   */
  changePasswordHeading?: string;
  /**
   * Dashboard: unconfirmed e-mail heading
   */
  confirmEmailHeading?: string;
  /**
   * Dashboard: send a new confirmation link
   */
  confirmEmailResend?: string;
  /**
   * Dashboard: unconfirmed e-mail text ({email} is the address)
   */
  confirmEmailText?: string;
  /**
   * New address link: button
   */
  confirmNewEmailButton?: string;
  /**
   * New address link: heading
   */
  confirmNewEmailHeading?: string;
  /**
   * New address link: text
   */
  confirmNewEmailIntro?: string;
  /**
   * New address link: opened without the link
   */
  confirmNewEmailNoToken?: string;
  /**
   * Cookie banner: accept button
   */
  consentAccept?: string;
  /**
   * Cookie banner: decline button
   */
  consentDecline?: string;
  /**
   * Cookie banner: text (embedded services only)
   */
  consentEmbedsText?: string;
  /**
   * Cookie banner: privacy link text (empty for no link)
   */
  consentPrivacyLink?: string;
  /**
   * Cookie banner: the button that opens it again
   */
  consentSettings?: string;
  /**
   * Cookie banner: text (analytics or tracking)
   */
  consentText?: string;
  /**
   * Cookie banner: text (analytics and embedded services)
   */
  consentToolsAndEmbedsText?: string;
  /**
   * Dashboard: contact card text
   */
  contactCardText?: string;
  /**
   * Dashboard: contact card title
   */
  contactCardTitle?: string;
  /**
   * Contact form: e-mail label
   */
  contactEmailLabel?: string;
  /**
   * Contact form: e-mail placeholder
   */
  contactEmailPlaceholder?: string;
  /**
   * Contact eyebrow
   */
  contactEyebrow?: string;
  /**
   * Contact form: its name for screen readers
   */
  contactFormLabel?: string;
  /**
   * Contact heading
   */
  contactHeading?: string;
  /**
   * Contact form: message label
   */
  contactMessageLabel?: string;
  /**
   * Contact form: message placeholder
   */
  contactMessagePlaceholder?: string;
  /**
   * Contact form: name label
   */
  contactNameLabel?: string;
  /**
   * Contact form: name placeholder
   */
  contactNamePlaceholder?: string;
  /**
   * Contact page heading
   */
  contactPageHeading?: string;
  /**
   * Contact form: subject label
   */
  contactSubjectLabel?: string;
  /**
   * Contact form: subject placeholder
   */
  contactSubjectPlaceholder?: string;
  /**
   * Sign-up confirmation link: back to the order
   */
  continueToOrder?: string;
  /**
   * Sign-up confirmation link: back to the page
   */
  continueWhereLeft?: string;
  /**
   * My Orders: under a credit note ({number} is the invoice it corrects)
   */
  creditNoteFor?: string;
  /**
   * My Orders: a credit note ({number} is its number)
   */
  creditNoteName?: string;
  /**
   * Account: current password label
   */
  currentPasswordLabel?: string;
  /**
   * Dashboard heading
   */
  dashboardHeading?: string;
  /**
   * Account: delete buttons
   */
  deleteAccountButton?: string;
  /**
   * Account: delete dialog, before the password
   */
  deleteAccountConfirmText?: string;
  /**
   * Account: delete dialog heading
   */
  deleteAccountDialogHeading?: string;
  /**
   * Account: delete heading
   */
  deleteAccountHeading?: string;
  /**
   * Project: a file’s download link
   */
  deliverableDownload?: string;
  /**
   * Project: a link’s open link
   */
  deliverableOpenLink?: string;
  /**
   * Project: deliverables heading
   */
  deliverablesHeading?: string;
  /**
   * Project: when nothing is delivered yet
   */
  deliverablesNone?: string;
  /**
   * Project: a deliverable’s date ({date} is the day)
   */
  deliveredOn?: string;
  /**
   * Account: download button
   */
  downloadDataButton?: string;
  /**
   * Account: download heading
   */
  downloadDataHeading?: string;
  /**
   * Check before sending: e-mail not valid
   */
  emailInvalid?: string;
  /**
   * Log in and sign up: e-mail label
   */
  emailLabel?: string;
  /**
   * Check before sending: e-mail missing
   */
  emailRequired?: string;
  /**
   * Embeds: waiting for consent
   */
  embedAfterConsent?: string;
  /**
   * Embeds: change the cookie choice
   */
  embedChangeChoice?: string;
  /**
   * Embeds: cookies declined
   */
  embedDeclined?: string;
  /**
   * Embeds: load button ({provider} is the service)
   */
  embedLoad?: string;
  /**
   * Embeds: loads when seen
   */
  embedWhenSeen?: string;
  /**
   * Embeds heading (empty for none)
   */
  embedsHeading?: string;
  /**
   * FAQ eyebrow
   */
  faqEyebrow?: string;
  /**
   * Badge on the featured package
   */
  featuredBadge?: string;
  /**
   * Package that carries the badge (its name; empty for none)
   */
  featuredPackage?: string;
  /**
   * Features eyebrow
   */
  featuresEyebrow?: string;
  /**
   * Order form: a required field is empty
   */
  fieldRequired?: string;
  /**
   * Footer: contact details heading
   */
  footerContactHeading?: string;
  /**
   * Log-in page: forgotten password link
   */
  forgotPasswordLink?: string;
  /**
   * Notice under forms
   */
  formNotice?: string;
  /**
   * New address link: account link
   */
  goToAccount?: string;
  /**
   * After paying: dashboard link
   */
  goToDashboard?: string;
  /**
   * Newsletter links: home page link
   */
  goToHome?: string;
  /**
   * Sign-up page: text before the log-in link
   */
  haveAccountText?: string;
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Dashboard: home card text
   */
  homeCardText?: string;
  /**
   * Dashboard: home card title
   */
  homeCardTitle?: string;
  /**
   * Header: the logo link for screen readers ({site} is the site name)
   */
  homeLinkLabel?: string;
  /**
   * My Orders: an invoice ({number} is its number)
   */
  invoiceName?: string;
  /**
   * My Orders: an invoice’s PDF link
   */
  invoicePdfLink?: string;
  /**
   * My Orders: an invoice’s page link
   */
  invoiceViewLink?: string;
  /**
   * My Orders: invoices table, amount column
   */
  invoicesAmountColumn?: string;
  /**
   * My Orders: invoices table, date column
   */
  invoicesDateColumn?: string;
  /**
   * My Orders: invoices table, document column
   */
  invoicesDocumentColumn?: string;
  /**
   * My Orders: invoices table, number column
   */
  invoicesNumberColumn?: string;
  /**
   * My Orders: invoices table, VAT column
   */
  invoicesVatColumn?: string;
  /**
   * Account: delete dialog, keep button
   */
  keepAccountButton?: string;
  /**
   * Sign-up and reset pages: log-in link
   */
  logInLink?: string;
  /**
   * Log-in page: log-in button
   */
  loginButton?: string;
  /**
   * Log-in page heading
   */
  loginHeading?: string;
  /**
   * Project: the attach-a-file field
   */
  messageAttach?: string;
  /**
   * Project: which files may be attached (the server takes PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV, text; 20 MB)
   */
  messageAttachRule?: string;
  /**
   * Project: a file attached to a message ({file} is its name, {size} its size)
   */
  messageAttachment?: string;
  /**
   * Project: the name of the agency’s messages
   */
  messageFromAgency?: string;
  /**
   * Project: the name of the client’s own messages
   */
  messageFromYou?: string;
  /**
   * Project: the message field
   */
  messageLabel?: string;
  /**
   * Project: send a message button
   */
  messageSend?: string;
  /**
   * Contact form: after sending
   */
  messageSent?: string;
  /**
   * Project: messages heading
   */
  messagesHeading?: string;
  /**
   * Project: when no message was written yet
   */
  messagesNone?: string;
  /**
   * My Orders: invoices table caption
   */
  myInvoicesCaption?: string;
  /**
   * My Orders: when there are no invoices
   */
  myInvoicesEmpty?: string;
  /**
   * My Orders: invoices heading
   */
  myInvoicesHeading?: string;
  /**
   * My Orders heading
   */
  myOrdersHeading?: string;
  /**
   * Header: the phone menu button, open (for screen readers)
   */
  navCloseLabel?: string;
  /**
   * Menu: dashboard link (signed in)
   */
  navDashboard?: string;
  /**
   * Menu: log-in link
   */
  navLogin?: string;
  /**
   * Header: name of the menu for screen readers
   */
  navMainLabel?: string;
  /**
   * Header: name of the phone menu for screen readers
   */
  navMobileLabel?: string;
  /**
   * Header: the phone menu button, closed (for screen readers)
   */
  navOpenLabel?: string;
  /**
   * Account: new e-mail label
   */
  newEmailLabel?: string;
  /**
   * Log-in page: text before the sign-up link
   */
  newHereText?: string;
  /**
   * New password page heading
   */
  newPasswordHeading?: string;
  /**
   * Account: new password hint
   */
  newPasswordHint?: string;
  /**
   * New password page: password label
   */
  newPasswordLabel?: string;
  /**
   * Newsletter: subscribe button
   */
  newsletterButton?: string;
  /**
   * Newsletter heading
   */
  newsletterHeading?: string;
  /**
   * Newsletter: e-mail label
   */
  newsletterLabel?: string;
  /**
   * Newsletter: e-mail placeholder
   */
  newsletterPlaceholder?: string;
  /**
   * Orders: none yet
   */
  noOrdersYet?: string;
  /**
   * Links from e-mails: opened without the link
   */
  noTokenText?: string;
  /**
   * Not-found page: link back home
   */
  notFoundBackHome?: string;
  /**
   * Not-found page heading
   */
  notFoundHeading?: string;
  /**
   * Not-found page text
   */
  notFoundText?: string;
  /**
   * After ordering: when nothing is left to pay
   */
  nothingToPayHeading?: string;
  /**
   * Pending orders: the My Orders link
   */
  nothingToPayOrdersLink?: string;
  /**
   * Pending orders: the pricing link
   */
  nothingToPayPricingLink?: string;
  /**
   * Pending orders: when nothing is left to pay ({orders} and {pricing} are the links)
   */
  nothingToPayText?: string;
  /**
   * Project: when answered ({date} is the day)
   */
  onboardingAnswered?: string;
  /**
   * Project: onboarding questions heading
   */
  onboardingHeading?: string;
  /**
   * Project: onboarding questions text
   */
  onboardingIntro?: string;
  /**
   * Project: an answer left empty that is required
   */
  onboardingRequired?: string;
  /**
   * Project: send the answers button
   */
  onboardingSave?: string;
  /**
   * Project: once the answers are saved
   */
  onboardingSaved?: string;
  /**
   * Order form: address label
   */
  orderAddressLabel?: string;
  /**
   * Order form: place order button
   */
  orderButton?: string;
  /**
   * Order form: company hint
   */
  orderCompanyHint?: string;
  /**
   * Order form: company label
   */
  orderCompanyLabel?: string;
  /**
   * Order form: country label
   */
  orderCountryLabel?: string;
  /**
   * Order form: no country found
   */
  orderCountryNotFound?: string;
  /**
   * Order form: country placeholder
   */
  orderCountryPlaceholder?: string;
  /**
   * Order form: e-mail hint
   */
  orderEmailHint?: string;
  /**
   * Order form: e-mail label
   */
  orderEmailLabel?: string;
  /**
   * Order form heading
   */
  orderHeading?: string;
  /**
   * Order form: name label
   */
  orderNameLabel?: string;
  /**
   * Order and pay pages: the package ({package} and {price})
   */
  orderPackageLine?: string;
  /**
   * After ordering: notice above the orders
   */
  orderPlaced?: string;
  /**
   * Order form: VAT number hint
   */
  orderVatHint?: string;
  /**
   * Order form: VAT number label
   */
  orderVatLabel?: string;
  /**
   * Pay page: when ordered ({date}) and its payment ({status})
   */
  orderedOn?: string;
  /**
   * Orders table: action column
   */
  ordersActionColumn?: string;
  /**
   * Dashboard: orders card text
   */
  ordersCardText?: string;
  /**
   * Dashboard: orders card title
   */
  ordersCardTitle?: string;
  /**
   * Orders table: date column
   */
  ordersDateColumn?: string;
  /**
   * Orders table: order column
   */
  ordersOrderColumn?: string;
  /**
   * Orders table: package column
   */
  ordersPackageColumn?: string;
  /**
   * Orders table: payment column
   */
  ordersPaymentColumn?: string;
  /**
   * Orders table: price column
   */
  ordersPriceColumn?: string;
  /**
   * Log in and sign up: password label
   */
  passwordLabel?: string;
  /**
   * Check before sending: password missing
   */
  passwordRequired?: string;
  /**
   * Check before sending: password too short
   */
  passwordTooShort?: string;
  /**
   * Pay page heading
   */
  payHeading?: string;
  /**
   * Orders: pay link
   */
  payNow?: string;
  /**
   * Pay page: PayPal button
   */
  payNowWithPaypal?: string;
  /**
   * After a cancelled payment
   */
  paymentCancelled?: string;
  /**
   * Receipt: payment confirmed
   */
  paymentConfirmed?: string;
  /**
   * After paying: the order is not paid ({status})
   */
  paymentNotConfirmed?: string;
  /**
   * After paying: heading until PayPal confirms
   */
  paymentThanksHeading?: string;
  /**
   * After paying: waiting for PayPal
   */
  paymentWaiting?: string;
  /**
   * Payment page: the spinner for screen readers
   */
  paymentWaitingLabel?: string;
  /**
   * After ordering: page heading
   */
  pendingOrdersHeading?: string;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * Price period (e.g. / month, one-off; empty for nothing)
   */
  pricePeriod?: string;
  /**
   * Pricing eyebrow
   */
  pricingEyebrow?: string;
  /**
   * Pricing heading
   */
  pricingHeading?: string;
  /**
   * Pricing intro
   */
  pricingIntro?: string;
  /**
   * Pricing page heading
   */
  pricingPageHeading?: string;
  /**
   * Cookie banner: privacy page address
   */
  privacyPage?: string;
  /**
   * Work steps eyebrow
   */
  processEyebrow?: string;
  /**
   * Project: badge of the stage under way
   */
  projectCurrent?: string;
  /**
   * Project: a stage’s start ({date} is the day)
   */
  projectFrom?: string;
  /**
   * Project: while it loads
   */
  projectLoading?: string;
  /**
   * Project: when it is not found
   */
  projectNotFound?: string;
  /**
   * Projects: the stage under way ({stage} is its name)
   */
  projectNow?: string;
  /**
   * Projects: link to a project
   */
  projectOpen?: string;
  /**
   * Project: stages heading
   */
  projectStagesHeading?: string;
  /**
   * Projects: unread messages ({count} is the number)
   */
  projectUnread?: string;
  /**
   * Project: a stage’s end ({date} is the day)
   */
  projectUntil?: string;
  /**
   * Dashboard: projects heading
   */
  projectsHeading?: string;
  /**
   * Receipt: back to the orders link
   */
  receiptBackToOrders?: string;
  /**
   * Receipt: billed to
   */
  receiptBilledTo?: string;
  /**
   * Receipt page heading
   */
  receiptHeading?: string;
  /**
   * Orders: link to a paid order’s receipt
   */
  receiptLink?: string;
  /**
   * Receipt: no transaction ID (recorded by hand)
   */
  receiptNoTransaction?: string;
  /**
   * Receipt: order date
   */
  receiptOrderDate?: string;
  /**
   * Receipt: order number
   */
  receiptOrderNumber?: string;
  /**
   * Receipt: after the package name
   */
  receiptPackage?: string;
  /**
   * Receipt: paid on, for a payment recorded by hand
   */
  receiptPaidByHand?: string;
  /**
   * Receipt: paid on
   */
  receiptPaidOn?: string;
  /**
   * Receipt: payment method
   */
  receiptPaymentMethod?: string;
  /**
   * Receipt: print button
   */
  receiptPrint?: string;
  /**
   * Receipt: before the tax ID
   */
  receiptTaxId?: string;
  /**
   * Receipt: total paid
   */
  receiptTotalPaid?: string;
  /**
   * Receipt: transaction ID
   */
  receiptTransactionId?: string;
  /**
   * Sign-up page: sign-up button
   */
  registerButton?: string;
  /**
   * Sign-up page heading
   */
  registerHeading?: string;
  /**
   * Project: a score that fell ({points} is how much)
   */
  reportDown?: string;
  /**
   * Project: a report whose audit failed ({reason} says why)
   */
  reportFailed?: string;
  /**
   * Project: issues fixed since the last report
   */
  reportFixedIssues?: string;
  /**
   * Project: issues new since the last report
   */
  reportNewIssues?: string;
  /**
   * Project: a report with no issue
   */
  reportNoIssues?: string;
  /**
   * Project: a site report’s title ({date} is its day, {site} the site)
   */
  reportOf?: string;
  /**
   * Project: issues the site has
   */
  reportOpenIssues?: string;
  /**
   * Project: a report’s PDF download link
   */
  reportPdf?: string;
  /**
   * Project: a report whose audit is under way
   */
  reportRunning?: string;
  /**
   * Project: a score that did not move
   */
  reportSame?: string;
  /**
   * Project: a report’s score ({score} is out of 100)
   */
  reportScore?: string;
  /**
   * Project: a score that rose ({points} is how much)
   */
  reportUp?: string;
  /**
   * Project: site reports heading
   */
  reportsHeading?: string;
  /**
   * Project: before the first site report
   */
  reportsNone?: string;
  /**
   * Password reset page: send button
   */
  resetButton?: string;
  /**
   * Password reset page heading
   */
  resetHeading?: string;
  /**
   * Password reset page: text
   */
  resetIntro?: string;
  /**
   * Dashboard: a retainer’s cancel link
   */
  retainerCancel?: string;
  /**
   * Dashboard: a cancelled retainer ({date} is the last day paid for)
   */
  retainerEnded?: string;
  /**
   * Dashboard: a retainer’s invoices link
   */
  retainerInvoices?: string;
  /**
   * Dashboard: a retainer’s payment failed
   */
  retainerPastDue?: string;
  /**
   * Pay page: a retainer ({period} is how often)
   */
  retainerTerms?: string;
  /**
   * Dashboard: retainers heading
   */
  retainersHeading?: string;
  /**
   * Account: the new e-mail is the current one
   */
  sameEmail?: string;
  /**
   * Log-in page, two-factor step: button
   */
  secondFactorButton?: string;
  /**
   * Log-in page, two-factor step: text
   */
  secondFactorIntro?: string;
  /**
   * Log-in page, two-factor step: code label
   */
  secondFactorLabel?: string;
  /**
   * Check before sending: code missing
   */
  secondFactorRequired?: string;
  /**
   * Contact form: send button
   */
  sendButton?: string;
  /**
   * Service page heading
   */
  servicePageHeading?: string;
  /**
   * Services: case studies link
   */
  servicesCaseStudiesLink?: string;
  /**
   * Services eyebrow
   */
  servicesEyebrow?: string;
  /**
   * New password page: save button
   */
  setPasswordButton?: string;
  /**
   * Dashboard: sign-out button
   */
  signOut?: string;
  /**
   * Log-in page: sign-up link
   */
  signUpLink?: string;
  /**
   * Dashboard: text before the e-mail ("Signed in as")
   */
  signedInAs?: string;
  /**
   * Pages: while a page’s blocks load
   */
  sitePageLoading?: string;
  /**
   * Payment status: cancelled
   */
  statusCancelled?: string;
  /**
   * Order status: delivered
   */
  statusDelivered?: string;
  /**
   * Payment status: paid
   */
  statusPaid?: string;
  /**
   * Order status: pending
   */
  statusPending?: string;
  /**
   * Payment status: unpaid
   */
  statusUnpaid?: string;
  /**
   * Newsletter confirmation link: button
   */
  subscriptionButton?: string;
  /**
   * Newsletter confirmation link: heading
   */
  subscriptionHeading?: string;
  /**
   * Newsletter confirmation link: text
   */
  subscriptionIntro?: string;
  /**
   * Team: name of the members’ carousel for screen readers
   */
  teamCarouselLabel?: string;
  /**
   * Team eyebrow
   */
  teamEyebrow?: string;
  /**
   * Testimonials eyebrow
   */
  testimonialsEyebrow?: string;
  /**
   * Thanks page: link back home
   */
  thanksBackHome?: string;
  /**
   * Thanks page heading
   */
  thanksHeading?: string;
  /**
   * Thanks page text
   */
  thanksText?: string;
  /**
   * Dashboard: total spent
   */
  totalSpent?: string;
  /**
   * Account: turn two-factor sign-in on button
   */
  twoFactorConfirmButton?: string;
  /**
   * Account: turn two-factor sign-in off button
   */
  twoFactorDisableButton?: string;
  /**
   * Account: two-factor sign-in heading
   */
  twoFactorHeading?: string;
  /**
   * Account: set up an authenticator app button
   */
  twoFactorStartButton?: string;
  /**
   * Unsubscribe page heading
   */
  unsubscribeHeading?: string;
  /**
   * Order form: VAT number without a company
   */
  vatNeedsCompany?: string;
  /**
   * Sign-up confirmation link: button
   */
  verifyButton?: string;
  /**
   * Sign-up confirmation link: heading
   */
  verifyHeading?: string;
  /**
   * Sign-up confirmation link: text
   */
  verifyIntro?: string;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
  /**
   * Orders: a cancelled order
   */
  youHaveCancelled?: string;
  /**
   * Orders: a paid order
   */
  youHavePaid?: string;
};

