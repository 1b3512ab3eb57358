import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The hospital feature's screens, by route name (the app loads them lazily). */
export const hospitalScreens: ScreenLoaders = {
  department: () => import('./screens/department/DepartmentScreen'),
  departmentTest: () => import('./screens/department/DepartmentScreen'),
  departmentDetail: () => import('./screens/department-detail/DepartmentDetailScreen'),
  doctorDetail: () => import('./screens/doctor-detail/DoctorDetailScreen'),
  notice: () => import('./screens/notice/NoticeScreen'),
  noticeDetail: () => import('./screens/notice-detail/NoticeDetailScreen'),
  hospitalGuideOutpatient: () => import('./screens/guide-outpatient/GuideOutpatientScreen'),
  hospitalGuideCopyIssue: () => import('./screens/guide-copy-issue/GuideCopyIssueScreen'),
  hospitalGuidePrescriptionProxy: () => import('./screens/guide-prescription-proxy/GuidePrescriptionProxyScreen'),
  hospitalFacilityWaytogo: () => import('./screens/facility-waytogo/FacilityWaytogoScreen'),
  hospitalFacilityLayout: () => import('./screens/facility-layout/FacilityLayoutScreen'),
  hospitalFacilityConvenient: () => import('./screens/facility-convenient/FacilityConvenientScreen'),
  hospitalFacilityParking: () => import('./screens/facility-parking/FacilityParkingScreen'),
  hospitalFacilityTelephone: () => import('./screens/telephone/TelephoneScreen'),
}
