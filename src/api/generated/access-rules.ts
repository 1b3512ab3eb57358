/**
 * Generated from the contracts' `x-access` rules by scripts/access/write-access-rules.ts.
 * Do not edit manually: change the contract and run `npm run generate`.
 */
import type { AccessRule } from '../../../contracts/access'

export const ACCESS_RULES: Record<string, AccessRule> = {
  "accountSwitchByUserId": {
    "caller": "main",
    "objects": {
      "userId": {
        "in": "body",
        "relation": "family"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "addFamilyAccount": {
    "caller": "main",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "addFavouritePharmacy": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "approveOrder": {
    "caller": "account",
    "objects": {
      "orderId": {
        "in": "body",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "authorizeSkPay": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "body",
        "relation": "self"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "cancelAppointment": {
    "caller": "patient",
    "objects": {
      "appointmentId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "cancelFirstVisitRequest": {
    "caller": "account",
    "objects": {
      "firstVisitId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "cancelHipassPayment": {
    "caller": "patient",
    "objects": {
      "paymentId": {
        "in": "body",
        "relation": "own-or-paid"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "cancelKcpPayment": {
    "caller": "account",
    "objects": {
      "orderId": {
        "in": "body",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "cancelKocesPayment": {
    "caller": "account",
    "objects": {
      "orderId": {
        "in": "body",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "changeRxStatus": {
    "caller": "rx-patient",
    "objects": {
      "rxId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "checkInArrival": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "checkToken": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "createAppointment": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "body",
        "relation": "self"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "createCheckupAppointment": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "createFirstVisitRequest": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": [
      {
        "per": "account",
        "max": 10,
        "minutes": 1440
      }
    ]
  },
  "createInquiry": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "createPaymentHash": {
    "caller": "patient",
    "objects": {
      "orderId": {
        "in": "body",
        "relation": "new"
      },
      "patientNo": {
        "in": "body",
        "relation": "payable"
      },
      "rxId": {
        "in": "body",
        "relation": "of-patient"
      },
      "receptionId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "createRx": {
    "caller": "rx-patient",
    "objects": {
      "prscNo": {
        "in": "body",
        "relation": "own"
      },
      "receptionId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "deleteAllPushTokens": {
    "caller": "main",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "deleteCheckupAppointment": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "deletePushToken": {
    "caller": "account",
    "objects": {
      "fcmToken": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "deleteUser": {
    "caller": "main",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "downloadCheckupReportFile": {
    "caller": "patient",
    "objects": {
      "fileName": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "downloadPaymentConfirmation": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "query",
        "relation": "family"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "downloadVisitDocument": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchAppointmentOverview": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchCarInfo": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchCheckupHistory": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchCheckupReport": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchCheckupStatus": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "path",
        "relation": "self"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchDepartment": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchDoctor": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchErxServiceTime": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchHipassCard": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchHospitalInfo": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInpatientMedicineDetail": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInpatientPayment": {
    "caller": "patient",
    "objects": {
      "paymentId": {
        "in": "path",
        "relation": "own-or-paid"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInpatientSchedule": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInpatientScheduleByPatient": {
    "caller": "account",
    "objects": {
      "patientNo": {
        "in": "path",
        "relation": "family"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInpatientStatus": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInquiry": {
    "caller": "account",
    "objects": {
      "inquiryId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchInterimBill": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchIsOutpatient": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchMainUserInfo": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchMultiAccountList": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchNationOpinion": {
    "caller": "patient",
    "objects": {
      "id": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchNationResult": {
    "caller": "patient",
    "objects": {
      "id": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchNoticeDetail": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchOrderStatus": {
    "caller": "account",
    "objects": {
      "orderId": {
        "in": "path",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchOutpatientMedicineDetail": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchOutpatientPayment": {
    "caller": "patient",
    "objects": {
      "paymentId": {
        "in": "path",
        "relation": "own-or-paid"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchPatientSummary": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "path",
        "relation": "proxy-confirmed"
      }
    },
    "refusal": {
      "status": 404,
      "code": "PROXY_PATIENT_NOT_FOUND"
    },
    "limits": [
      {
        "per": "account",
        "max": 10,
        "minutes": 10,
        "bucket": "proxy"
      },
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "proxy"
      }
    ]
  },
  "fetchPatientVisitType": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "path",
        "relation": "self"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchPaymentSummary": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchPharmacyByCode": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchPharmacyDetail": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchRoundsAndMeals": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchRxCost": {
    "caller": "rx-patient",
    "objects": {
      "rxId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchRxIntervalCost": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchRxStatus": {
    "caller": "rx-patient",
    "objects": {
      "rxId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchSynthesisOpinion": {
    "caller": "patient",
    "objects": {
      "id": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchSynthesisResult": {
    "caller": "patient",
    "objects": {
      "id": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchTermsDetail": {
    "caller": "public",
    "objects": {
      "id": {
        "in": "path",
        "relation": "public"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchTestResultDetail": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchTimeline": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchTodaySchedule": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchUbPayStatus": {
    "caller": "patient",
    "objects": {
      "serNo": {
        "in": "path",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchUserInfo": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "fetchWaitingNumber": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "findPatientNo": {
    "caller": "account",
    "objects": {
      "residentNumber": {
        "in": "body",
        "relation": "verified-person"
      }
    },
    "refusal": {
      "status": 404,
      "code": "PATIENT_NOT_REGISTERED"
    },
    "limits": [
      {
        "per": "account",
        "max": 5,
        "minutes": 10,
        "bucket": "resident-number"
      },
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "resident-number"
      }
    ]
  },
  "findUserByNameCi": {
    "caller": "proof",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": [
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "identity"
      },
      {
        "per": "address",
        "max": 60,
        "minutes": 10,
        "bucket": "identity"
      }
    ]
  },
  "issueRxToken": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listAvailableDates": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listAvailableTimes": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listBookableDepartments": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listBookableDoctors": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listCheckupAvailableDates": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listCheckupPackages": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listCheckupReports": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listClinicAppointments": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listDepartmentDoctors": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listDepartments": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listDoctorClinicDays": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listErxPrescriptions": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listErxPrescriptionsByQuarter": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listFavouritePharmacies": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listFinishedSchedules": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listFirstVisitRequests": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listInpatientMedicines": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listInpatientPayments": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listInpatientTestResults": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listInquiries": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listMainNotices": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listMessages": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listNotices": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listOutpatientMedicines": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listOutpatientPayments": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listOutpatientTestResults": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listPayableBills": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "query",
        "relation": "payable"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listRecentPharmacies": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listRxPayments": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listSurgeryStates": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listTelephones": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listTerms": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listTestAppointments": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listTimeline": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listTodayPrescriptions": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listVisitDocuments": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "listVisitHistory": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "logVisit": {
    "caller": "account",
    "objects": {
      "userId": {
        "in": "path",
        "relation": "session"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "markMessageClicked": {
    "caller": "account",
    "objects": {
      "messageId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "payByHipass": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "body",
        "relation": "payable"
      },
      "billIds": {
        "in": "body",
        "relation": "of-patient"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "payDocumentFee": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "path",
        "relation": "own"
      },
      "orderId": {
        "in": "body",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "payInterimBill": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "body",
        "relation": "own"
      },
      "orderId": {
        "in": "body",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "payRx": {
    "caller": "rx-patient",
    "objects": {
      "rxId": {
        "in": "body",
        "relation": "own"
      },
      "orderId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "refreshFamilyAccounts": {
    "caller": "main",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "refreshMainToken": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "refreshUserInfo": {
    "caller": "account",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "registerFamilyPatientNo": {
    "caller": "main",
    "objects": {
      "userId": {
        "in": "body",
        "relation": "family-member"
      },
      "residentNumber": {
        "in": "body",
        "relation": "guarded-person"
      }
    },
    "refusal": {
      "status": 404,
      "code": "PATIENT_NOT_REGISTERED"
    },
    "limits": [
      {
        "per": "account",
        "max": 5,
        "minutes": 10,
        "bucket": "resident-number"
      },
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "resident-number"
      }
    ]
  },
  "registerPatientNo": {
    "caller": "account",
    "objects": {
      "residentNumber": {
        "in": "body",
        "relation": "verified-person"
      }
    },
    "refusal": {
      "status": 404,
      "code": "PATIENT_NOT_REGISTERED"
    },
    "limits": [
      {
        "per": "account",
        "max": 5,
        "minutes": 10,
        "bucket": "resident-number"
      },
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "resident-number"
      }
    ]
  },
  "registerPushToken": {
    "caller": "account",
    "objects": {
      "fcmToken": {
        "in": "body",
        "relation": "device"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "removeFamilyAccount": {
    "caller": "main",
    "objects": {
      "userId": {
        "in": "body",
        "relation": "family-member"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "removeFavouritePharmacy": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "requestModifyNotice": {
    "caller": "patient",
    "objects": {
      "prscNo": {
        "in": "path",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "requestUbPay": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "body",
        "relation": "payable"
      },
      "billIds": {
        "in": "body",
        "relation": "of-patient"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "requestWithdrawal": {
    "caller": "main",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "revokeSession": {
    "caller": "proof",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": [
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "logout"
      },
      {
        "per": "address",
        "max": 60,
        "minutes": 10,
        "bucket": "logout"
      }
    ]
  },
  "saveRxTraceNo": {
    "caller": "rx-patient",
    "objects": {
      "rxId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "searchPharmacies": {
    "caller": "rx-patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "sendRxToPharmacy": {
    "caller": "rx-patient",
    "objects": {
      "rxId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "signInByMobileAuth": {
    "caller": "proof",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": [
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "identity"
      },
      {
        "per": "address",
        "max": 60,
        "minutes": 10,
        "bucket": "identity"
      }
    ]
  },
  "signInByPatientNo": {
    "caller": "kiosk",
    "objects": {
      "patientNo": {
        "in": "body",
        "relation": "kiosk-identified"
      }
    },
    "refusal": {
      "status": 404,
      "code": "SIGNIN_MISSING"
    },
    "limits": [
      {
        "per": "device",
        "max": 30,
        "minutes": 10
      }
    ]
  },
  "signInByUserId": {
    "caller": "proof",
    "objects": {
      "userId": {
        "in": "body",
        "relation": "credential-holder"
      }
    },
    "refusal": {
      "status": 401,
      "code": "REFRESH_REVOKED"
    },
    "limits": [
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "renew"
      },
      {
        "per": "address",
        "max": 60,
        "minutes": 10,
        "bucket": "renew"
      },
      {
        "per": "target",
        "max": 10,
        "minutes": 10,
        "failuresOnly": true
      }
    ]
  },
  "signUpByMobileAuth": {
    "caller": "proof",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": [
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "identity"
      },
      {
        "per": "address",
        "max": 60,
        "minutes": 10,
        "bucket": "identity"
      }
    ]
  },
  "startIdentityVerification": {
    "caller": "public",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": [
      {
        "per": "device",
        "max": 10,
        "minutes": 10,
        "bucket": "verify"
      },
      {
        "per": "address",
        "max": 60,
        "minutes": 10,
        "bucket": "verify"
      }
    ]
  },
  "submitPrescription": {
    "caller": "patient",
    "objects": {
      "receptionId": {
        "in": "body",
        "relation": "own"
      },
      "prscNo": {
        "in": "body",
        "relation": "own"
      },
      "rxId": {
        "in": "body",
        "relation": "own"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "updateCarInfo": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "updateHipassCard": {
    "caller": "patient",
    "objects": {},
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "updatePatientPhone": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "path",
        "relation": "self"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  },
  "updatePaymentInfo": {
    "caller": "patient",
    "objects": {
      "patientNo": {
        "in": "body",
        "relation": "payable"
      },
      "billIds": {
        "in": "body",
        "relation": "of-patient"
      },
      "orderId": {
        "in": "body",
        "relation": "payer"
      }
    },
    "refusal": {
      "status": 404,
      "code": "NOT_FOUND"
    },
    "limits": []
  }
}
