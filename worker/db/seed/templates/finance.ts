import type { SeedTemplate } from "./types";

/** Finance policy templates: original text written for Charterly. */
export const financeTemplates: SeedTemplate[] = [
  {
    slug: "finance-expense-management",
    name: "Expense Management Policy",
    description:
      "Rules for incurring, documenting, approving and reimbursing business expenses so that company money is spent carefully and fairly.",
    category: "finance",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "A practical policy that tells employees what they can claim, what they cannot, and how to get reimbursed quickly. It covers eligible and ineligible costs, receipts, deadlines, approvals and audit checks, so managers and finance teams apply the same rules every time.",
    content: `EXPENSE MANAGEMENT POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy explains how employees of [Company Name] incur, record and claim business expenses, and how those claims are reviewed and reimbursed. Its aim is to make sure that company money is spent only for legitimate business reasons, that employees are repaid promptly and fairly for costs they carry on the company's behalf, and that every expense can be supported by adequate records for accounting, tax and audit purposes.

2. Scope

This policy applies to all employees, temporary staff and contractors who are authorised to incur expenses on behalf of [Company Name], regardless of location or seniority. It covers expenses paid personally and later reclaimed, as well as expenses charged to company payment methods.

3. Definitions

- Business expense: a cost incurred wholly and necessarily in the course of performing work for [Company Name].
- Claimant: the person submitting an expense claim for reimbursement.
- Approver: the manager or budget holder authorised to review and approve a claim.
- Receipt: an itemised document from the supplier showing the date, supplier name, items purchased, amount paid and any tax charged.
- Expense system: the tool or form designated by [Department] for submitting and approving claims.

4. Policy

4.1 General Principles

Employees should spend company money as carefully as they would spend their own. Expenses must be reasonable in amount, directly connected to company business and incurred within approved budgets. When a cheaper option would meet the business need equally well, it should be chosen. Personal costs, however small, must never be mixed into a business claim.

4.2 Eligible Expenses

The following categories are normally reimbursable when they meet the general principles above.

- Travel to locations other than the normal place of work, including fares, mileage at the published company rate, parking and tolls.
- Reasonable meals while travelling overnight or when working away from the usual location for an extended day.
- Client entertainment that has been approved in advance and has a clear business purpose.
- Office supplies, small equipment or subscriptions purchased with prior approval when no central purchasing route is available.
- Professional fees, training or conference registration approved by the employee's manager.

4.3 Ineligible Expenses

Some costs will not be reimbursed under any circumstances. These include fines and penalties such as parking or speeding tickets, personal entertainment, alcohol not connected to approved client hospitality, upgrades purchased for comfort without approval, personal grooming, gifts to colleagues and any cost already reimbursed by a client or other third party.

4.4 Receipts and Documentation

Every claim must be supported by an itemised receipt. Card terminal slips that show only a total are not sufficient unless nothing else is available. For entertainment, the claimant must record the names and organisations of all attendees and the business purpose of the event. Where a receipt has been lost, the claimant must complete a missing receipt declaration explaining the circumstances. Repeated use of declarations by the same person will be reviewed by [Department].

4.5 Submission Deadlines

Claims should be submitted through the expense system within 30 days of the expense being incurred. Claims older than 90 days may be rejected unless the approver confirms exceptional circumstances in writing. Expenses incurred at the end of the financial year must be submitted by the deadline announced by [Department] so that they can be recorded in the correct accounting period.

4.6 Approval

A claimant may not approve their own expenses, and no one may approve a claim for a person to whom they report. Approvers must check that each item is genuine, necessary, within policy and correctly coded. Approval confirms that the approver has reviewed the supporting documents, not merely that the total looks reasonable. Claims from senior executives are approved by another executive or by the head of [Department].

4.7 Reimbursement

Approved claims are paid into the employee's nominated bank account in the next scheduled payment run. Foreign currency expenses are reimbursed at the rate shown on the employee's bank or card statement, or at a published reference rate if no statement is available. [Company Name] does not pay interest on delayed claims but will make every effort to reimburse within 14 days of approval.

5. Roles and Responsibilities

- Employees must understand this policy, keep accurate records and submit honest and timely claims.
- Managers and approvers must review claims carefully, challenge anything unclear and approve only compliant spending.
- [Department] maintains the expense system, processes reimbursements, performs periodic audits and provides guidance on difficult cases.

6. Compliance and Enforcement

[Department] will carry out regular sample checks of submitted claims and may request additional evidence at any time. Claims that fall outside this policy will be returned for correction or rejected. Deliberate falsification of a claim, including inflating amounts, submitting the same receipt twice or presenting personal costs as business costs, is treated as a serious disciplinary matter that may lead to dismissal and recovery of the amounts involved.

7. Exceptions

Any exception to this policy must be requested in advance and approved in writing by the head of [Department] or a delegated finance manager. The request should explain why the standard rules cannot be met and what the expected cost will be. Approved exceptions apply only to the specific case described and do not create a precedent for future claims.

8. Policy Review

This policy is owned by [Department] and will be reviewed at least once a year, or sooner if tax rules, business needs or audit findings require changes. Employees will be notified of any material changes before they take effect.`,
  },
  {
    slug: "finance-procurement-purchasing",
    name: "Procurement and Purchasing Policy",
    description:
      "Sets out how the company buys goods and services, from budgeting and quotations to purchase orders, contracts and supplier payment.",
    category: "finance",
    isPublic: true,
    requiredTier: "per_document",
    previewContent:
      "Bring order and value to every purchase. This template defines competitive quotation thresholds, single-source justifications, supplier onboarding checks and purchase order rules, and it protects the company against order splitting, conflicts of interest and payment fraud.",
    content: `PROCUREMENT AND PURCHASING POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy sets out how [Company Name] buys goods and services. It is designed to secure good value, treat suppliers fairly and transparently, control financial commitments before they are made, and reduce the risk of fraud, conflicts of interest and supply disruption. Following a consistent purchasing process also gives budget holders reliable information about what has been committed and when payments will fall due.

2. Scope

This policy applies to every purchase made on behalf of [Company Name], whatever the value, funding source or method of payment, and to every employee, contractor or agent who requests, approves or places an order. It covers one-off purchases, recurring services, software subscriptions, leases and framework agreements. Payroll, tax payments and transfers between group companies are outside its scope.

3. Definitions

- Requisitioner: the employee who identifies a need and raises a purchase request.
- Budget holder: the person accountable for the cost centre that will pay for the purchase.
- Purchase order (PO): the formal document issued to a supplier that commits [Company Name] to buy specified goods or services at an agreed price.
- Approved supplier: a supplier that has passed the onboarding checks maintained by [Department].
- Total contract value: the full expected cost over the life of an agreement, including renewals, options and taxes.

4. Policy

4.1 Planning and Budget

Purchases must be planned and must fit within an approved budget. Before raising a request, the requisitioner should confirm that funds are available, that the need cannot be met from existing stock or contracts, and that the specification describes what is actually required rather than a particular brand, unless there is a clear technical reason for naming one.

4.2 Competitive Quotations

The level of competition required depends on the total contract value. The thresholds below apply to the full value of the commitment, not to individual invoices or delivery instalments.

- Up to €2,500: one written quote from an approved supplier is sufficient.
- €2,501 to €25,000: at least three written quotes must be obtained and kept with the request.
- €25,001 to €150,000: a documented competitive process with written evaluation criteria, run with support from [Department].
- Above €150,000: a formal tender led by [Department], with an evaluation panel of at least three people.

Splitting a requirement into smaller orders to stay below these thresholds is prohibited and will be treated as a breach of this policy.

4.3 Single-Source Purchases

Where only one supplier can reasonably meet the requirement, for example because of proprietary technology, compatibility with existing systems or genuine urgency, the requisitioner must complete a single-source justification. The justification explains why competition is not practical and must be approved by the budget holder and by [Department] before any commitment is made.

4.4 Supplier Onboarding

New suppliers must be set up by [Department] before an order is placed. Onboarding includes verifying the supplier's legal identity and bank details, checking sanctions lists and, where relevant, reviewing insurance, data protection and information security arrangements. Any request from a supplier to change bank details must be confirmed by telephone using contact details already held on file, never details provided in the change request itself.

4.5 Purchase Orders

A purchase order must be approved and issued before goods are delivered or work begins. Orders raised after the fact undermine budget control and will be reported to the budget holder's manager. Verbal commitments to suppliers are not permitted. Approval limits follow the delegation of financial authority in force at [Company Name].

4.6 Contracts

Purchases above €25,000 or lasting longer than twelve months must be covered by a written contract reviewed by [Department] and, where necessary, by legal counsel. Only authorised signatories may sign contracts. Automatic renewal terms must be recorded in the contract register so that they can be reviewed well before the renewal date.

4.7 Receipt and Payment

The requisitioner must confirm in the purchasing system that goods or services have been received in the correct quantity and to an acceptable standard. Invoices are paid only when they match the purchase order and the receipt record. Discrepancies in price, quantity or quality are resolved with the supplier before payment is released.

5. Ethical Conduct and Conflicts of Interest

Employees involved in purchasing decisions must act impartially and declare any personal or financial relationship with a supplier as soon as they become aware of it. They must not accept gifts, hospitality or favours that could influence, or appear to influence, a purchasing decision. Supplier information, including pricing submitted during a competitive process, must be kept confidential and used only for evaluation.

6. Roles and Responsibilities

- Requisitioners define needs accurately, follow the correct process and confirm receipt.
- Budget holders approve spending within their authority and monitor commitments against budget.
- [Department] maintains the supplier list, supports competitive processes, issues purchase orders and monitors compliance.
- Accounts payable processes invoices only when they are supported by a valid order and receipt.

7. Compliance

Purchases made outside this policy may not be paid, or may be paid only after retrospective review and approval by senior management. Repeated or deliberate breaches, including order splitting or undisclosed conflicts of interest, may lead to disciplinary action. [Department] will report significant breaches and recurring trends to senior leadership so that training or process changes can be considered.

8. Review

[Department] will review this policy every year and update the thresholds in section 4.2 as needed to reflect inflation and the scale of the business. Suggestions for improving the purchasing process are welcome at any time and should be sent to [Department].`,
  },
  {
    slug: "finance-corporate-card",
    name: "Corporate Card Policy",
    description:
      "Governs who may hold a company payment card, how it may be used, and how transactions are reconciled, approved and audited.",
    category: "finance",
    isPublic: false,
    requiredTier: "per_document",
    previewContent:
      "Give cardholders clear rules and give finance full visibility. This template covers eligibility, cardholder agreements, spending limits, prohibited uses, monthly reconciliation, lost cards and cancellation, with consequences for misuse spelled out plainly.",
    content: `CORPORATE CARD POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] issues corporate payment cards to selected employees to make business purchasing simpler and to reduce the need for personal spending and later reimbursement. This policy explains who may hold a card, how it may be used, how transactions are reconciled and approved, and what happens if a card is misused, lost or no longer needed.

2. Scope

This policy applies to every employee who holds a corporate credit card, charge card, purchasing card or virtual card issued in the name of [Company Name], and to the managers who approve cardholders' transactions. It should be read together with the expense management policy and the procurement policy, which continue to govern what may be bought.

3. Definitions

- Cardholder: the employee named on a corporate card and personally responsible for its use.
- Card administrator: the member of [Department] who manages card issuance, limits and the relationship with the card provider.
- Statement period: the monthly cycle for which transactions are reported by the card provider.
- Reconciliation: the process of matching every card transaction to a receipt, a business purpose and an accounting code.

4. Card Issuance

4.1 Eligibility

Cards are issued only to employees whose role regularly requires travel or business purchasing. A request must come from the employee's manager and be approved by [Department]. Temporary staff and contractors are not normally eligible, and no employee is entitled to a card simply because of seniority.

4.2 Cardholder Agreement

Before receiving a card, every cardholder must sign a cardholder agreement confirming that they have read this policy, that they will use the card only for authorised business purposes, and that they consent to the recovery of any unauthorised charges through payroll where local law permits.

4.3 Limits

Each card carries a single transaction limit and a monthly limit set by [Department] according to the cardholder's role. Certain merchant categories, such as gambling, cash advances and money transfer services, are blocked at the provider level. Requests for temporary limit increases must be approved by the cardholder's manager and explained in writing.

5. Use of the Card

5.1 Permitted Use

The card may be used for business travel, approved client hospitality, conference fees and low-value purchases that cannot practically be made through the normal purchase order process. All purchases must comply with the spending rules in the expense management policy, including the requirement for a clear business purpose.

5.2 Prohibited Use

The following uses are never permitted.

- Personal purchases of any kind, even if the cardholder intends to repay them.
- Cash withdrawals, unless specifically authorised in advance for travel to places where cards are not accepted.
- Splitting a transaction to stay within a card limit.
- Purchases from suppliers that should be engaged through the procurement process, such as consultants or recurring service providers.
- Allowing any other person to use the card or the card details.

5.3 Security

Cardholders must keep the card and its details secure, never share the PIN and store virtual card numbers only in tools approved by [Department]. Card details must not be sent by email, chat or any other unencrypted channel, and must not be saved in personal browser profiles.

6. Reconciliation and Approval

Within ten working days of the end of each statement period, the cardholder must reconcile every transaction in the expense system by attaching an itemised receipt, recording the business purpose and selecting the correct cost centre. The cardholder's manager then reviews and approves the statement. Transactions without receipts must be explained through a missing receipt declaration. Statements that remain unreconciled after 30 days may lead to the card being suspended until the backlog is cleared.

7. Lost, Stolen or Disputed Transactions

A lost or stolen card must be reported immediately to the card provider and to [Department], even outside working hours. Unrecognised transactions must be reported as soon as they are noticed so that they can be disputed within the provider's deadline. [Company Name] will not hold a cardholder responsible for fraudulent transactions that were reported promptly and were not caused by a breach of this policy.

8. Card Cancellation

Cards are cancelled when the cardholder leaves [Company Name], moves to a role that no longer requires a card, or has not used the card for twelve months. Before their last day, departing employees must reconcile all outstanding transactions and return or destroy the card as instructed by [Department]. Any unreconciled balance may be recovered from final pay where the law allows.

9. Responsibilities

- Cardholders are accountable for every transaction made on their card and for timely reconciliation.
- Managers review transactions for business purpose and policy compliance, not merely for arithmetic accuracy.
- [Department] issues and cancels cards, sets limits, monitors spending patterns and audits a sample of statements each quarter.
- Senior leaders who hold cards follow the same rules and have their statements approved by another senior leader.

10. Compliance and Review

Misuse of a corporate card, including personal spending, will result in suspension of the card and may lead to disciplinary action up to and including dismissal. [Company Name] reserves the right to recover any unauthorised amounts and to report suspected fraud to the authorities. This policy is reviewed annually by [Department], and cardholders are asked to confirm that they have read the updated version after each material change.`,
  },
  {
    slug: "finance-delegation-of-authority",
    name: "Delegation of Financial Authority Policy",
    description:
      "Defines who may approve spending, sign contracts and commit company funds, with monetary limits for each level of authority.",
    category: "finance",
    isPublic: false,
    requiredTier: "enterprise",
    previewContent:
      "Make clear who can commit the company's money and up to what amount. This template sets out a tiered approval matrix, reserved matters for the board, temporary delegation during absences and the segregation-of-duties controls that keep large decisions under proper oversight.",
    content: `DELEGATION OF FINANCIAL AUTHORITY POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy defines who within [Company Name] may approve expenditure, enter into financial commitments and sign on the company's behalf, and the monetary limits that apply to each level of authority. Clear delegation allows decisions to be made quickly at the right level while ensuring that significant commitments receive appropriate scrutiny and that no single person can commit large sums without oversight.

2. Scope

The policy applies to all directors, officers, managers and employees of [Company Name] and its subsidiaries. It covers operating and capital expenditure, contracts, pricing concessions, write-offs, banking transactions and any other decision that creates a financial obligation or affects company assets. Authority held by the board under the company's constitutional documents is not limited by this policy, but the board expects management to act within it.

3. Definitions

- Authority: the right to approve a transaction or commitment up to a stated limit.
- Delegate: a person who has received authority from someone who holds it.
- Commitment value: the total value of a transaction over its full term, including taxes, renewals and reasonably foreseeable variations.
- Authority matrix: the schedule maintained by [Department] that lists each role and its approval limits.
- Segregation of duties: the principle that no individual controls every stage of a transaction.

4. Principles of Delegation

4.1 Authority Flows From the Board

All financial authority originates with the board of directors, which delegates to the Chief Executive Officer, who may in turn delegate to other roles as set out in the authority matrix. Nobody may exercise authority they have not been given, and nobody may delegate more authority than they hold.

4.2 Authority Belongs to Roles

Authority is attached to roles rather than to individuals. When a person leaves a role, their authority ends immediately. When a person joins a role, they acquire its authority only once [Department] has updated the authority matrix and the relevant systems.

4.3 Budget Is a Precondition

Authority to approve spending applies only to items within an approved budget. Unbudgeted spending requires approval one level higher than its value would otherwise require.

4.4 Full Value Applies

Approval limits apply to the full commitment value. Dividing a transaction into smaller parts to bring it within a lower limit is a breach of this policy.

5. Approval Limits

5.1 Standard Limits

Unless the authority matrix states otherwise, the following limits apply to budgeted operating expenditure.

- Team leaders: up to €5,000 per commitment.
- Department managers: up to €25,000.
- Functional directors: up to €100,000.
- Chief Financial Officer: up to €500,000.
- Chief Executive Officer: up to €1,000,000.
- Board of directors: any commitment above €1,000,000, and any commitment outside the normal course of business regardless of value.

5.2 Capital Expenditure

Capital expenditure requires a written business case in addition to approval at the level shown above. Projects above €250,000 must also be reviewed by the investment committee before final approval is given.

5.3 Reserved Transactions

Some transactions carry higher risk and are reserved to specific roles regardless of value.

- Loans, guarantees and security over company assets: board only.
- Write-off of receivables or assets: Chief Financial Officer up to €50,000, board above that amount.
- Donations and sponsorships: Chief Executive Officer.
- Opening or closing bank accounts: two directors acting together.

6. Temporary Delegation

A holder of authority may delegate it temporarily, for example during leave, to a named person at a similar or more senior level. Temporary delegation must be made in writing, state the start and end dates and any reduced limit, and be copied to [Department]. The original holder remains accountable for decisions made under their delegation.

7. Controls

7.1 Segregation of Duties

The person who requests a purchase must not be the only person who approves it, and the person who approves a payment must not also be able to change supplier bank details. Payments ≥ €10,000 require two authorised signatories.

7.2 Conflicts of Interest

No one may approve a transaction in which they have a personal interest, or one that benefits a person to whom they are closely connected. Such transactions must be referred to the next level of authority, and the conflict must be recorded.

7.3 System Configuration

Approval limits are configured in the purchasing, expense and banking systems. [Department] reconciles system settings against the authority matrix at least twice a year and corrects any differences without delay.

8. Roles and Responsibilities

- The board approves this policy and the limits reserved to it.
- The Chief Financial Officer maintains the authority matrix and recommends changes.
- [Department] communicates the matrix, configures systems and monitors compliance.
- Every authority holder understands their limits and exercises authority with care and in the interests of [Company Name].

9. Breaches

Commitments made without proper authority may be reversed where possible, and the individual responsible may be required to justify the decision to senior management. Deliberate or repeated breaches will lead to disciplinary action. Breaches identified by internal audit will be reported to the audit committee together with the corrective actions taken.

10. Review

This policy and the authority matrix are reviewed annually by [Department] and approved by the board. Interim changes to individual limits may be approved by the Chief Executive Officer and reported to the board at its next meeting.`,
  },
];
