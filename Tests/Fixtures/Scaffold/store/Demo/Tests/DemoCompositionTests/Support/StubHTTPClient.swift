import DemoData

/// Answers every request with what a test arranged, and keeps the requests in the order they were sent.
actor StubHTTPClient: HTTPClient {
    private(set) var requests: [HTTPRequest] = []
    private let answer: Result<HTTPResponse, any Error>

    init(answer: HTTPResponse) {
        self.answer = .success(answer)
    }

    init(failure: any Error) {
        self.answer = .failure(failure)
    }

    func send(_ request: HTTPRequest) throws -> HTTPResponse {
        requests.append(request)
        return try answer.get()
    }
}
