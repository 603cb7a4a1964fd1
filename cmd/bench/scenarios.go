package main

// scenarios is every benchmark, in the order they run. To add one, write a
// function returning a Scenario in its own file and list it here.
func scenarios() []Scenario {
	return []Scenario{
		leadsPost(),
		leadsPostNotify(),
		webhookDrain(),
		automationDrain(),
		homeGet(),
		leadsList(),
		leadsSearch(),
		leadsSearchMillion(),
		leadsFiltered(),
		adminLogin(),
		signInBurst(),
		boardGet(),
		votes(),
		quizSubmit(),
		partnerDashboard(),
		clientPortal(),
		logoUpload(),
		logoGet(),
		calendarMonth(),
		revenueDashboard(),
	}
}
